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

/**
 * Every word a prefix, the words cut by the parser that cut the stored text (so 'SKU-0012345' gives 'sku'
 * and '-0012345', as the stored vector has them): 'red phon' -> 'red':* & 'phon':*. An InitPlan: once per
 * statement. Each word is quoted for to_tsquery (backslash and quote doubled).
 */
export const typedQuery = (q: string) =>
  `(SELECT to_tsquery('simple', coalesce(string_agg('''' || replace(replace(l.lexeme, '\\', '\\\\'), '''', '''''') || ''':*', ' & '), ''))
    FROM unnest(to_tsvector('simple', ${typedText(q)})) l)`;

export const searchMatch = (q: string, mode: SearchMode, alias = 'p') =>
  mode === 'words' ? `${alias}.search_vector @@ ${typedQuery(q)}` : `${typedText(q)} <% ${alias}.search_text`;

/** float8, so a cursor on it compares exactly what was sent. */
export const relevanceScore = (q: string, mode: SearchMode, alias = 'p') =>
  mode === 'words'
    ? `((CASE WHEN ${alias}.search_name = ${typedText(q)} THEN 3 WHEN starts_with(${alias}.search_name, ${typedText(q)}) THEN 2 ELSE 1 END)
        + 0.5 * ts_rank(${alias}.search_vector, ${typedQuery(q)}))::float8`
    : `(0.5 * word_similarity(${typedText(q)}, ${alias}.search_text))::float8`;
