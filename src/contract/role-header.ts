// The header every signed-in answer carries with the caller's role as the server has it now (Admin or User): a page
// that shows another role renews its session at once (docs/decisions/0021-role-in-every-signed-in-answer.md).
export const ROLE_HEADER = 'X-User-Role'
