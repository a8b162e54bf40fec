import { MSG } from '@portal/contract/messages';
import type { ResumableMetadata, ResumableTarget } from '@portal/contract/resumable-uploads';
import { video } from '@portal/contract/stories';
import { venture } from '@portal/contract/ventures';
import type { AppContext } from '../../context';
import type { Access, AuthUser } from '../../lib/access';
import { invalid } from '../../lib/http-error';
import type { StagedFile } from '../../lib/uploads';
import { openProgram } from '../programs';
import { VIDEO_FILE_UPLOAD, videosResource } from '../stories';
import { uploadVentureFile } from '../ventures';

/**
 * What each resumable target is on the server: who may upload it, the types a file may declare
 * (the bytes decide at the end, as in the multipart upload), the checks that can refuse before a
 * byte is sent, and how the finished file is stored: by the very service of the endpoint it stands
 * for, answering that endpoint's answer.
 */
type ServerTarget = {
  access: Access;
  declares: (mime: string) => boolean;
  /** What a file of another declared type is told. */
  wrongType: string;
  /** Whether storing it changes a public answer (a story's video): the public cache is emptied then. */
  changesPublic: boolean;
  preflight(ctx: AppContext, user: AuthUser, meta: ResumableMetadata): Promise<void>;
  commit(ctx: AppContext, user: AuthUser, meta: ResumableMetadata, file: StagedFile): Promise<unknown>;
};

const isDocumentType = (mime: string) => mime === 'application/pdf' || mime.startsWith('image/');
const isVideoType = (mime: string) => mime === 'video/mp4' || mime === 'video/webm';

/** A certificate of the caller's own venture: open programme only, as `POST /api/venture?type=`. */
const certificate = (type: 'CR12' | 'registrationCetificate'): ServerTarget => ({
  access: 'signedIn',
  declares: isDocumentType,
  wrongType: MSG.notAnImageOrPdf,
  changesPublic: false,
  preflight: async (ctx) => {
    await openProgram(ctx);
  },
  commit: async (ctx, user, _meta, file) => venture.parse(await uploadVentureFile(ctx, user, type, file)),
});

const requireId = (meta: ResumableMetadata) => {
  if (meta.id === undefined) throw invalid({ id: 'Give the id of the record the file belongs to.' });
  return meta.id;
};

export const SERVER_TARGETS: Record<ResumableTarget, ServerTarget> = {
  'venture:CR12': certificate('CR12'),
  'venture:registrationCetificate': certificate('registrationCetificate'),
  'video:video': {
    access: 'video_edit',
    declares: isVideoType,
    wrongType: MSG.notAVideo,
    changesPublic: true,
    preflight: async (ctx, user, meta) => {
      // 404 for a video that is not there, before 200 MB are sent for it.
      await videosResource.service.show(ctx, user, requireId(meta));
    },
    commit: async (ctx, user, meta, file) =>
      video.parse(await videosResource.service.replaceFile(ctx, user, requireId(meta), VIDEO_FILE_UPLOAD, file)),
  },
};
