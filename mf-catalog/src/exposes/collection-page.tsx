import { CollectionPage } from '../pages/collection/collection-page';

export default CollectionPage;
