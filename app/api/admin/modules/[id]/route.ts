import '@/lib/zod-without-eval';
import { z } from 'zod';
import { deleteModule, moduleDeleteSchema } from '@/lib/admin/delete-module';
import { moduleMoveSchema, moveModule } from '@/lib/admin/move-module';
import { moduleEditSchema, updateModule } from '@/lib/admin/update-module';
import { backOfficeWrite } from '@/lib/admin/write-route';
import { nestedFields } from '@/lib/http/form-fields';

// One module's edit, its move up or down its page, or its deletion: the form's action says which.
// The texts per language arrive as "title.nl": read as the nested value they name.
const schema = z.preprocess(
  nestedFields,
  z.discriminatedUnion('action', [moduleEditSchema, moduleMoveSchema, moduleDeleteSchema]),
);

export const POST = backOfficeWrite({
  area: 'content',
  schema,
  run: (input, staff) => {
    switch (input.action) {
      case 'edit':
        return updateModule(input, staff);
      case 'move':
        return moveModule(input, staff);
      case 'delete':
        return deleteModule(input, staff);
    }
  },
});
