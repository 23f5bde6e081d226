// The topic-memory flows in one import, for the CLI and the TUI screens.
export { applyRemember, MAX_REMEMBER_ATTEMPTS, type KnowledgeStore, type RememberResult } from './knowledge-apply.js';
export {
  candidatesFromNotes,
  inlineTags,
  inputsFromText,
  parseTags,
  type OfferedCandidate,
  type RememberInput,
} from './knowledge-candidates.js';
export { KNOWLEDGE_ID, knowledgeIds } from './knowledge-ids.js';
export { knowledgeLimit, MAX_ITEMS_KEY, recallFor } from './knowledge-recall.js';
export {
  editMeaning,
  KEEP_CHOICES,
  planRemember,
  replan,
  withKeep,
  type KeepChoice,
  type PlanOptions,
  type RememberPlan,
  type RememberPreview,
} from './knowledge-remember.js';
export { lexiconOf, segmenterFor, segmenterWith } from './knowledge-segmenter.js';
export { planFor, type Planned, type PlanStore } from './knowledge-plan.js';
export { deleteTopic, editedEntry, editTopic, type TopicEdit, type TopicStore } from './knowledge-edit.js';
