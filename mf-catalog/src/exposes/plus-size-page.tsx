import { PlusSizePage } from '../features/listing/views/plus-size-page';

export default PlusSizePage;
