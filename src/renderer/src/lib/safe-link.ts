/** A link the service delivered, when it can be opened safely: only https addresses. */
export function safeLink(link: string | null): string | null {
  if (link === null) return null;
  try {
    return new URL(link).protocol === 'https:' ? link : null;
  } catch {
    return null;
  }
}
