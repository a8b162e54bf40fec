import { STORY_TEXT, type Story, type StoryInput } from '@portal/contract/stories';
import { createResourceClient } from '../../../components/resource-admin/resource-client';

/**
 * `/api/story` (story_view, _create, _edit, _archive, _activate, _deactivate): list and search,
 * show, create (201; 409 for a taken name; 422 field errors), update, delete, activate,
 * deactivate. Keys start with 'story', so a change also refreshes the public Stories page.
 */
export const storiesClient = createResourceClient<Story, StoryInput>('story', STORY_TEXT);
