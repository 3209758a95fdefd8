import { visitorFormPost } from '@/lib/forms/visitor-form-posts';
import { isVisitorForm } from '@/lib/forms/visitor-forms';

// Every visitor form posts here, to /api/forms/<name>/ (docs/forms.md); the rent application's
// documents have their own route beside it (app/api/forms/uploads/).
export async function POST(request: Request, { params }: RouteContext<'/api/forms/[form]'>): Promise<Response> {
  const post = visitorFormPost((await params).form);
  return post ? post(request) : new Response(null, { status: 404 });
}

// A form's address takes posts only; an address that names no form is not found.
export async function GET(_request: Request, { params }: RouteContext<'/api/forms/[form]'>): Promise<Response> {
  if (!isVisitorForm((await params).form)) return new Response(null, { status: 404 });
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
