import { z } from 'zod';
import { id } from './common';
import { MAX_DOCUMENT_BYTES, MAX_VIDEO_BYTES } from './constants';

/**
 * Resumable uploads (issue 20 §3): a large file for one of these uploads goes by the tus protocol
 * (https://tus.io, version 1.0.0) to `RESUMABLE_UPLOADS_PATH` instead of as a multipart form, so a
 * dropped connection resumes where it stopped. The upload it stands for is named by `target`
 * (its endpoint and `type`); once the last byte is in, the server stores the file exactly as that
 * endpoint would (same checks, same bucket, same record) and answers the final PATCH with that
 * endpoint's answer (the venture, the video).
 */
export const RESUMABLE_UPLOADS_PATH = '/api/uploads';

/** Files above this go resumably; smaller ones are one quick request anyway. */
export const RESUMABLE_FROM_BYTES = 4 * 1024 * 1024;

/**
 * Bytes per PATCH: one request of a slow phone upload stays short, and every chunk but the last
 * fills at least one S3 multipart part (S3's minimum is 5 MiB), so no part is stored twice.
 */
export const RESUMABLE_CHUNK_BYTES = 8 * 1024 * 1024;

/** An abandoned partial upload is removed this long after it began. */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60 * 1000;

const MB = 1024 * 1024;

/**
 * What one account may have under way at once (issue 29 §6): uploads begun and not yet finished,
 * cancelled or swept, and the sum of their declared sizes. A partial upload holds disk for up to a
 * day (RESUMABLE_EXPIRY_MS), so these bound what one account can make the server keep. Which
 * quota applies is the target's (`quota` below): a founder's certificates, or staff's videos.
 */
export const RESUMABLE_QUOTAS = {
  /** Her two certificates at their limit (10 MB each) and a margin; a third upload for a retry. */
  applicant: { uploads: 3, bytes: 25 * MB },
  /** Two videos at their limit (200 MB each) and a margin. */
  staff: { uploads: 5, bytes: 450 * MB },
} as const;

/** Uploads one account may begin in an hour, whatever their target (refused with 429 after). */
export const RESUMABLE_CREATIONS_PER_HOUR = 20;

/**
 * The uploads that may go resumably: the endpoint (`path`, `type`) each stands for, its limit,
 * whether the record's `id` is part of the upload (a video's file belongs to a video), and the
 * quota of uploads under way that beginning one counts against.
 */
export const RESUMABLE_TARGETS = {
  'venture:CR12': {
    path: '/api/venture',
    type: 'CR12',
    maxBytes: MAX_DOCUMENT_BYTES,
    needsId: false,
    quota: RESUMABLE_QUOTAS.applicant,
  },
  'venture:registrationCetificate': {
    path: '/api/venture',
    type: 'registrationCetificate',
    maxBytes: MAX_DOCUMENT_BYTES,
    needsId: false,
    quota: RESUMABLE_QUOTAS.applicant,
  },
  'video:video': {
    path: '/api/video',
    type: 'video',
    maxBytes: MAX_VIDEO_BYTES,
    needsId: true,
    quota: RESUMABLE_QUOTAS.staff,
  },
} as const;

export type ResumableTarget = keyof typeof RESUMABLE_TARGETS;

export const RESUMABLE_TARGET_NAMES = Object.keys(RESUMABLE_TARGETS) as [ResumableTarget, ...ResumableTarget[]];

/** The resumable target an upload request stands for (its path and `type`), or null when it has none. */
export function resumableTargetOf(path: string, type: string | undefined): ResumableTarget | null {
  for (const [name, target] of Object.entries(RESUMABLE_TARGETS)) {
    if (target.path === path && target.type === type) return name as ResumableTarget;
  }
  return null;
}

/**
 * The tus `Upload-Metadata` of a new upload, as the server reads it: which upload it is, the
 * record's id where the target needs one, and the file's name and declared type (the server
 * decides the real type from the bytes). Anything else in the metadata is dropped.
 */
export const resumableMetadata = z.object({
  target: z.enum(RESUMABLE_TARGET_NAMES),
  id: id.optional(),
  filename: z.string().trim().min(1).max(255),
  filetype: z.string().max(255).optional(),
});

export type ResumableMetadata = z.infer<typeof resumableMetadata>;
