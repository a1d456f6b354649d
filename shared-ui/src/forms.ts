/**
 * The second public entry of shared-ui, `from 'shared-ui/forms'`: the form kit of the pages where a
 * shopper fills in a form (mf-account's login, registration and profile tabs, mf-checkout's /info and
 * /payment). One source for every team, but NOT a Module Federation singleton: like `contracts/seo`, it is
 * bundled into each remote that imports it, beside that remote's own formik, so FormTextField reads the
 * remote's <Formik> context, formik keeps being tree-shaken and stays off the first visit, and no page
 * fetches an extra file for it.
 *
 * So the kit holds no state of its own. Every file behind this entry imports the rest of shared-ui by its
 * name (`from 'shared-ui'`, the shared singleton), never by a relative path: a relative import would bundle
 * a second copy of the session atoms or of the processor loader into the remote. Nothing in `src/index.ts`
 * may import from here.
 */

export { FormTextField, type FormTextFieldProps } from './components/form-text-field/form-text-field';
export { formStyles } from './components/form-styles/form-styles';
export { Notice, type NoticeProps, type NoticeTone } from './components/notice/notice';
export { useSessionCheck, type SessionCheck } from './hooks/use-session-check';
export { useCardProcessor, type CardProcessor, type CardProcessorState } from './hooks/use-card-processor';
