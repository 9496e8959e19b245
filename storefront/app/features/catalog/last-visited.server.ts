import { lastVisitedCookie } from '~/lib/cookies.server';

export const LAST_VISITED_MAX = 4;

export async function readLastVisited(request: Request): Promise<string[]> {
  const value: unknown = await lastVisitedCookie.parse(request.headers.get('Cookie'));
  if (!Array.isArray(value)) return [];
  return value.filter((h): h is string => typeof h === 'string' && h.length > 0).slice(0, LAST_VISITED_MAX);
}

/** Puts the handle first, drops duplicates, keeps at most four. */
export function pushLastVisited(handles: string[], handle: string): string[] {
  return [handle, ...handles.filter((h) => h !== handle)].slice(0, LAST_VISITED_MAX);
}

export function serializeLastVisited(handles: string[]): Promise<string> {
  return lastVisitedCookie.serialize(handles);
}
