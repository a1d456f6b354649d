/**
 * The second public entry of shared-ui, `from 'shared-ui/forms'`: the form kit of the pages where a
 * shopper fills in a form (mf-account's login, registration and profile tabs, mf-checkout's /info and
 * /payment). Module Federation shares it as a singleton of its own, like `contracts/schemas`, so formik
 * is fetched with the first such page and never on a first visit of the catalogue.
 *
 * Every file behind this entry imports the rest of shared-ui by its name (`from 'shared-ui'`), never by a
 * relative path: a relative import would bundle a second copy of the session atoms into this entry.
 * Nothing in `src/index.ts` may import from here.
 */

export { FormTextField, type FormTextFieldProps } from './components/form-text-field/form-text-field';
export { formStyles } from './components/form-styles/form-styles';
export { Notice, type NoticeProps, type NoticeTone } from './components/notice/notice';
export { useSessionCheck, type SessionCheck } from './hooks/use-session-check';
export { useCardProcessor, type CardProcessor, type CardProcessorState } from './hooks/use-card-processor';
