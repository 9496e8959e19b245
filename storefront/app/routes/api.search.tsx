import type { LoaderFunctionArgs } from '@remix-run/node';
import { isSearchable, type SuggestionsResult } from '~/features/search/search';
import { searchSuggestions } from '~/features/search/search.server';

/** JSON for the header's search box: `{ q, suggestions }`; a short query gets none (the box says why). */
export async function loader({ request }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  const body: SuggestionsResult = { q, suggestions: isSearchable(q) ? await searchSuggestions(q) : [] };
  return Response.json(body);
}
