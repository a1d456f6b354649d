import { CollectionPage } from '../features/collection/views/collection-page';

export default CollectionPage;
