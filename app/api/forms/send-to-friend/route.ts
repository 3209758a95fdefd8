import { formPostHandler } from '@/lib/forms/form-post';
import { sendToFriendForm } from '@/lib/forms/handlers/send-to-friend';

export const POST = formPostHandler(sendToFriendForm);
