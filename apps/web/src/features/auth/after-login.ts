/**
 * Where a successful sign-in leads (spec part 1 §2): set-password when the password is temporary,
 * else the `redirect` query parameter, else the homepage. Only a path on this site is followed,
 * so a crafted link cannot send a user elsewhere after they typed their password.
 */
export function safeRedirect(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function afterLoginPath(
  reply: { require_password_change: boolean },
  redirect: string | null,
  paths: { setPassword: string; homepage: string },
): string {
  if (reply.require_password_change) return paths.setPassword;
  return safeRedirect(redirect) ?? paths.homepage;
}
