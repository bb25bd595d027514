/*
 * Product search, case- and accent-insensitive (catalog_search_text = lower(unaccent)), in one of two modes:
 * - words: every typed word is a prefix of a word of the name, SKUs, brand or category names (full-text,
 *   `simple` configuration, prefix queries on search_vector);
 * - typo: when no product matches the words, products whose text is close to the typed text (trigram word
 *   similarity on search_text). Trigrams of common words ("brand", a category word) match most of the
 *   catalogue, so they are only searched when the words find nothing.
 * Relevance, as the catalog's search ranks: the name equal to the text (3), the name starting with it (2),
 * any other word hit (1), each plus half its ts_rank (the name weighs most); in typo mode half the word
 * similarity. Ties by id, newest first.
 */

export type SearchMode = 'words' | 'typo';

/** The typed text as stored text is normalised; `q` is the placeholder of the raw text. */
export const typedText = (q: string) => `catalog_search_text(${q})`;

/** Every word a prefix: 'red phon' -> 'red':* & 'phon':* (an InitPlan: computed once per statement). */
export const typedQuery = (q: string) =>
  `(SELECT to_tsquery('simple', coalesce(array_to_string(array(
     SELECT quote_literal(w) || ':*' FROM regexp_split_to_table(${typedText(q)}, '[[:space:][:punct:]]+') w WHERE w <> ''
   ), ' & '), '')))`;

export const searchMatch = (q: string, mode: SearchMode, alias = 'p') =>
  mode === 'words' ? `${alias}.search_vector @@ ${typedQuery(q)}` : `${typedText(q)} <% ${alias}.search_text`;

/** float8, so a cursor on it compares exactly what was sent. */
export const relevanceScore = (q: string, mode: SearchMode, alias = 'p') =>
  mode === 'words'
    ? `((CASE WHEN ${alias}.search_name = ${typedText(q)} THEN 3 WHEN starts_with(${alias}.search_name, ${typedText(q)}) THEN 2 ELSE 1 END)
        + 0.5 * ts_rank(${alias}.search_vector, ${typedQuery(q)}))::float8`
    : `(0.5 * word_similarity(${typedText(q)}, ${alias}.search_text))::float8`;
