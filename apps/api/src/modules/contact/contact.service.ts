import type { ContactBody } from '@portal/contract/contact';
import type { AppContext } from '../../context';
import { contactUs } from '../../db/schema';
import { type Actor, audited } from '../../lib/audit';
import { sanitizeHtml } from '../../lib/html';

export async function sendContactMessage(ctx: AppContext, actor: NonNullable<Actor>, input: ContactBody) {
  return ctx.db.transaction((tx) =>
    audited.insert(tx, { model: 'ContactUs', actor }, contactUs, {
      user_id: actor.id,
      subject: input.subject,
      message: sanitizeHtml(input.message),
    }),
  );
}
