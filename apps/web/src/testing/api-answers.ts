import type {
  ApplicationDetail,
  ApplicationRow,
  StageCounts,
  stageMoveAnswer,
  TrackCounts,
  TrackRow,
} from '@portal/contract/application-review';
import type { Stage } from '@portal/contract/application-stages';
import type { Answers, OwnApplication } from '@portal/contract/applications';
import type { LoginAnswer, SessionUser } from '@portal/contract/auth';
import type { ContactCounts, ContactMessage } from '@portal/contract/contact';
import type { QuickStats } from '@portal/contract/dashboard';
import type { Album, Gallery, Image, PublicGallery } from '@portal/contract/galleries';
import type {
  applicationFormData,
  Group,
  GroupFormData,
  GroupVentureDetail,
  GroupVentureRow,
  nextVenture,
  RatingMap,
  UserGroupRow,
  VentureCandidate,
} from '@portal/contract/judging';
import type { LocaleBody } from '@portal/contract/locale';
import type { LogEntry, LogFormData, LogUser } from '@portal/contract/logs';
import type { NewsFeed, PublicNewsFeed } from '@portal/contract/news-feed';
import type { Announcement, AnnouncementPreview, SentMail } from '@portal/contract/notices';
import type { Paged } from '@portal/contract/pagination';
import type {
  Competitor,
  CurrentContestants,
  competitorPublicPage,
  PastCohort,
  publicPastCohort,
} from '@portal/contract/past-cohorts';
import type { Program, ProgramDetails } from '@portal/contract/programs';
import type { AdminQuestion, Question, QuestionFormData } from '@portal/contract/questions';
import type { FormData as ChoiceLists } from '@portal/contract/reference';
import type { PermissionItem, publicRoles, RoleItem } from '@portal/contract/roles';
import type { PublicStory, PublicVideo, Story, StoryFormData, Video } from '@portal/contract/stories';
import type { PublicTeamMember, PublicTeamMembers, TeamFormData, TeamMember } from '@portal/contract/team';
import type { LoginChallengeAnswer, RecoveryCodesAnswer, SetupAnswer } from '@portal/contract/two-factor';
import type { AdminFormData, AdminUser, Profile } from '@portal/contract/users';
import type { OwnerVenture, Venture, VentureTeam } from '@portal/contract/ventures';
import type { z } from 'zod';
import type { MyGroup } from '../features/groups/api/my-groups';

/** `{ message }`: what deletes and most actions answer. */
type Message = { message: string };
/** A downloaded file (CSV, PDF): a string or a Blob, sent with its content-type header. */
type FileBody = string | Blob;

/**
 * The standard calls of a declared resource (apps/api/src/lib/resource.ts): the list (or a view of
 * `GET ?type=`), one record, create (or an action of `POST ?type=`), update and delete.
 */
type Resource<Path extends string, Item, Views = never, Actions = never, Updated = Item> = Record<
  `GET /api/${Path}`,
  Paged<Item> | Views
> &
  Record<`GET /api/${Path}/${number}`, Item> &
  Record<`POST /api/${Path}`, Item | Actions> &
  Record<`PUT /api/${Path}/${number}`, Updated> &
  Record<`DELETE /api/${Path}/${number}`, Message>;

/**
 * What the API answers to each call, by `'METHOD /api/path'` (the query is not part of the key, so
 * a path whose `?type=` views differ answers their union), in the contract's types: the component
 * tests' answers are checked against it (mock-api.ts), so a change of the contract breaks the tests
 * that answer with the old shape. A call missing here cannot be answered: add it, with the
 * contract's type (the route's response schema in apps/api), or a web type where the contract has
 * none yet.
 */
export type ApiAnswers = Resource<'program', Program, ProgramDetails> &
  Resource<'team', TeamMember, TeamFormData | PublicTeamMembers | Paged<PublicTeamMember>> &
  Resource<'story', Story, StoryFormData | { data: PublicStory[] }> &
  Resource<'video', Video, Paged<PublicVideo>> &
  Resource<'gallery', Gallery, { data: PublicGallery[] }> &
  Resource<'album', Album> &
  Resource<'news-feed', NewsFeed, Paged<PublicNewsFeed>> &
  Resource<'past-cohort', PastCohort, { data: z.infer<typeof publicPastCohort>[] }> &
  Resource<
    'competitor',
    Competitor,
    z.infer<typeof competitorPublicPage> | CurrentContestants | { data: Competitor[] }
  > &
  Resource<'role', RoleItem, z.infer<typeof publicRoles>> &
  Resource<'question', AdminQuestion, Question[] | QuestionFormData> &
  // `?type=mine` has no schema in the contract yet (apps/api/src/modules/groups/groups.routes.ts).
  Resource<'group', Group, GroupFormData | MyGroup[]> &
  // `PUT ?type=user`: the own profile.
  Resource<'user', AdminUser, Profile | AdminFormData | ChoiceLists, Profile | Message, AdminUser | Profile> &
  Record<'GET /api/permission', Paged<PermissionItem> | { data: PermissionItem[] }> &
  // Auth and the session.
  Record<'GET /api/get-user', SessionUser> &
  Record<'POST /api/login', LoginAnswer | LoginChallengeAnswer> &
  Record<'POST /api/login/code', LoginAnswer> &
  Record<'POST /api/two-factor/setup', SetupAnswer> &
  Record<'POST /api/two-factor/confirm', RecoveryCodesAnswer> &
  Record<'POST /api/two-factor/disable', Message> &
  Record<'POST /api/logout' | 'POST /api/register' | 'POST /api/activate' | 'POST /api/reset-password', Message> &
  Record<'POST /api/post-reset-password', Message> &
  Record<'PUT /api/locale', LocaleBody> &
  Record<`GET /api/check-token/${string}`, { valid: true }> &
  // The applicant's wizard.
  Record<'GET /api/venture', OwnerVenture> &
  Record<'POST /api/venture', Venture> &
  Record<`GET /api/venture/${number}/documents/${string}`, FileBody> &
  Record<'GET /api/venture-team-member', VentureTeam> &
  Record<'POST /api/venture-team-member', VentureTeam & Message> &
  Record<'GET /api/answer', Answers> &
  Record<'POST /api/answer', Message> &
  // Review, tracking and reports.
  Record<
    'GET /api/application',
    | OwnApplication
    | Paged<ApplicationRow>
    | Paged<TrackRow>
    | StageCounts
    | TrackCounts
    | z.infer<typeof applicationFormData>
  > &
  Record<`GET /api/application/${number}`, ApplicationDetail> &
  Record<'POST /api/application', OwnApplication | z.infer<typeof stageMoveAnswer>> &
  Record<`DELETE /api/application/${number}`, Message> &
  Record<'GET /api/report', QuickStats | FileBody> &
  Record<'POST /api/report', FileBody> &
  // Judging.
  Record<'GET /api/group-venture', Paged<GroupVentureRow> | Paged<VentureCandidate> | z.infer<typeof nextVenture>> &
  Record<`GET /api/group-venture/${number}`, GroupVentureDetail> &
  Record<'POST /api/group-venture' | `PUT /api/group-venture/${number}`, GroupVentureRow> &
  Record<`DELETE /api/group-venture/${number}`, Message> &
  Record<'GET /api/user-group', Paged<UserGroupRow>> &
  Record<'POST /api/user-group' | `PUT /api/user-group/${number}`, UserGroupRow> &
  Record<`DELETE /api/user-group/${number}`, Message> &
  Record<'GET /api/venture-rating', RatingMap> &
  Record<'POST /api/venture-rating', Message> &
  // Media, logs and the inbox.
  Record<'GET /api/image', Paged<Image>> &
  Record<'POST /api/image', { data: Image[] }> &
  Record<`DELETE /api/image/${number}`, Message> &
  Record<'POST /api/image-upload', { url: string }> &
  Record<'GET /api/log', Paged<LogEntry> | LogFormData | Paged<LogUser>> &
  Record<'POST /api/log', Paged<LogEntry>> &
  Record<'GET /api/contact-us', Paged<ContactMessage> | ContactCounts> &
  Record<'POST /api/contact-us' | `DELETE /api/contact-us/${number}`, Message> &
  // Founders told where they stand (issue 19): the stage-move mails, reminders' opt-out, sent mail.
  Record<'GET /api/announcement', { data: Announcement[] } | { stages: Stage[] }> &
  Record<`PUT /api/announcement/${string}`, Announcement> &
  Record<'POST /api/announcement', AnnouncementPreview> &
  Record<'POST /api/reminder-opt-out', Message> &
  Record<'GET /api/sent-mail', Paged<SentMail>>;

/** A call the tests may answer: `'GET /api/program'`, `'PUT /api/program/3'`. */
export type ApiCall = keyof ApiAnswers;
