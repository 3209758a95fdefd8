import '@/lib/zod-without-eval';
import { z } from 'zod';
import { writesByAction } from '@/lib/admin/action-writes';
import { deleteModule, moduleDeleteSchema } from '@/lib/admin/delete-module';
import { moduleMoveSchema, moveModule } from '@/lib/admin/move-module';
import { moduleEditSchema, updateModule } from '@/lib/admin/update-module';
import { backOfficeWrite } from '@/lib/admin/write-route';
import { nestedFields } from '@/lib/http/form-fields';

// One module's edit, its move up or down its page, or its deletion: the form's action says which.
const { schema, run } = writesByAction({
  edit: [moduleEditSchema, updateModule],
  move: [moduleMoveSchema, moveModule],
  delete: [moduleDeleteSchema, deleteModule],
});

// The texts per language arrive as "title.nl": read as the nested value they name.
export const POST = backOfficeWrite({ area: 'content', schema: z.preprocess(nestedFields, schema), run });
