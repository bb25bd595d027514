/*
 * Product search, case- and accent-insensitive (catalog_search_text = lower(unaccent)), in the first of three
 * modes that finds anything within the filters:
 * - words: every typed word is a prefix of a word of the name, SKUs, brand or category names (full-text,
 *   `simple` configuration, prefix queries on search_vector);
 * - any-word: some typed word is (several words, no product with all of them);
 * - typo: products whose text is close to the typed text (trigram word similarity on search_text). The
 *   trigrams of common words match most of a catalogue, so close spellings are searched only when no word
 *   matches ("did you mean").
 * Relevance, as the catalog's search ranks: the name equal to the text (3), the name starting with it (2),
 * any other hit (1), each plus half its ts_rank (the name weighs most; more words, more rank); in typo mode
 * half the word similarity. Ties by id, newest first.
 */

export type SearchMode = 'words' | 'any-word' | 'typo';

/** The typed text as stored text is normalised; `q` is the placeholder of the raw text. */
export const typedText = (q: string) => `catalog_search_text(${q})`;

/**
 * Each word a prefix, the words cut by the parser that cut the stored text (so 'SKU-0012345' gives 'sku'
 * and '-0012345', as the stored vector has them): 'red phon' -> 'red':* & 'phon':* (any-word: |). An
 * InitPlan: once per statement. Each word is quoted for to_tsquery (backslash and quote doubled).
 */
export const typedQuery = (q: string, join: '&' | '|' = '&') =>
  `(SELECT to_tsquery('simple', coalesce(string_agg('''' || replace(replace(l.lexeme, '\\', '\\\\'), '''', '''''') || ''':*', ' ${join} '), ''))
    FROM unnest(to_tsvector('simple', ${typedText(q)})) l)`;

const joinOf = (mode: SearchMode) => (mode === 'any-word' ? '|' : '&');

export const searchMatch = (q: string, mode: SearchMode, alias = 'p') =>
  mode === 'typo' ? `${typedText(q)} <% ${alias}.search_text` : `${alias}.search_vector @@ ${typedQuery(q, joinOf(mode))}`;

/** float8, so a cursor on it compares exactly what was sent. */
export const relevanceScore = (q: string, mode: SearchMode, alias = 'p') =>
  mode === 'typo'
    ? `(0.5 * word_similarity(${typedText(q)}, ${alias}.search_text))::float8`
    : `((CASE WHEN ${alias}.search_name = ${typedText(q)} THEN 3 WHEN starts_with(${alias}.search_name, ${typedText(q)}) THEN 2 ELSE 1 END)
        + 0.5 * ts_rank(${alias}.search_vector, ${typedQuery(q, joinOf(mode))}))::float8`;
