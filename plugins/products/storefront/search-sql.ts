/*
 * Product search, case- and accent-insensitive (catalog_search_text = lower(unaccent)). A product matches
 * when every typed word is a prefix of a word of its name, SKUs, brand or category names (full-text,
 * `simple` configuration, prefix queries on search_vector), or when the typed text is close to a part of
 * them (trigram word similarity on search_text, catching typos). Relevance, as the catalog's search ranks:
 * the name equal to the text (3), the name starting with it (2), a full-text hit (1), a close spelling (0);
 * within a tier by ts_rank (the name weighs most) or by similarity; ties by id, newest first.
 */

/** The typed text as stored text is normalised; `q` is the placeholder of the raw text. */
export const typedText = (q: string) => `catalog_search_text(${q})`;

/** Every word a prefix: 'red phon' -> 'red':* & 'phon':* (an InitPlan: computed once per statement). */
export const typedQuery = (q: string) =>
  `(SELECT to_tsquery('simple', coalesce(array_to_string(array(
     SELECT quote_literal(w) || ':*' FROM regexp_split_to_table(${typedText(q)}, '[[:space:][:punct:]]+') w WHERE w <> ''
   ), ' & '), '')))`;

export const searchMatch = (q: string, alias = 'p') => `(${alias}.search_vector @@ ${typedQuery(q)} OR ${typedText(q)} <% ${alias}.search_text)`;

/** float8, so a cursor on it compares exactly what was sent. */
export const relevanceScore = (q: string, alias = 'p') => {
  const name = `catalog_search_text(${alias}.name)`;
  return `(CASE WHEN ${alias}.search_vector @@ ${typedQuery(q)} THEN
             (CASE WHEN ${name} = ${typedText(q)} THEN 3 WHEN starts_with(${name}, ${typedText(q)}) THEN 2 ELSE 1 END)
             + 0.5 * ts_rank(${alias}.search_vector, ${typedQuery(q)})
           ELSE 0.5 * word_similarity(${typedText(q)}, ${alias}.search_text) END)::float8`;
};
