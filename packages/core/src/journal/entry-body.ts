import type { Encryptor } from '../shared/encryption.ts';

/**
 * What of an entry is the user's writing, sealed as one value in `entries.content_enc` (and a revision's) under
 * the user's data key: the text, the tags and, once the analysis has landed, its insights and keywords. They are
 * always read together, so a page of entries opens one value per entry. Values written before per-user keys (`v1`)
 * hold the text alone, with the tags in `tags_enc` and the insights in `entry_analyses.details_enc`; they still
 * open here, and `pnpm rotate-key` seals them as one.
 */
export interface EntryBody {
  text: string;
  tags: string[];
  /** Null until the analysis lands (and again after the text is edited). */
  insights: string[] | null;
  keywords: string[] | null;
}

/** A new entry's body before its text and tags are set: not analysed yet. */
export const NEW_BODY: EntryBody = { text: '', tags: [], insights: null, keywords: null };

interface SealedBody {
  text: string;
  tags?: string[];
  insights?: string[];
  keywords?: string[];
}

export function sealEntryBody(encryptor: Encryptor, userId: string, body: EntryBody): string {
  const sealed: SealedBody = { text: body.text };
  if (body.tags.length > 0) sealed.tags = body.tags;
  if (body.insights !== null) sealed.insights = body.insights;
  if (body.keywords !== null) sealed.keywords = body.keywords;
  return encryptor.sealJson(userId, sealed);
}

/** The stored columns an entry body is read from; the last two only for a value of the old format. */
export interface EntryBodyColumns {
  contentEnc: string;
  tagsEnc: string | null;
  detailsEnc?: string | null | undefined;
}

export function openEntryBody(encryptor: Encryptor, row: EntryBodyColumns): EntryBody {
  if (!encryptor.isLegacy(row.contentEnc)) {
    const sealed = encryptor.decryptJson<SealedBody>(row.contentEnc);
    return {
      text: sealed.text,
      tags: sealed.tags ?? [],
      insights: sealed.insights ?? null,
      keywords: sealed.keywords ?? null,
    };
  }
  const details = row.detailsEnc
    ? encryptor.decryptJson<{ insights?: string[]; keywords?: string[] }>(row.detailsEnc)
    : null;
  return {
    text: encryptor.decrypt(row.contentEnc),
    tags: row.tagsEnc ? encryptor.decryptJson<string[]>(row.tagsEnc) : [],
    insights: details ? (details.insights ?? []) : null,
    keywords: details ? (details.keywords ?? []) : null,
  };
}

/** The text alone (the screen, the analyzer and the coach read nothing else). */
export const openEntryText = (encryptor: Encryptor, contentEnc: string): string =>
  encryptor.isLegacy(contentEnc)
    ? encryptor.decrypt(contentEnc)
    : encryptor.decryptJson<SealedBody>(contentEnc).text;
