import { handleMediaList, handleMediaUpload } from '@/lib/admin/media';

// The pictures of the site's pages: the image picker's list, and an upload (lib/admin/media.ts).
export const GET = handleMediaList;
export const POST = handleMediaUpload;
