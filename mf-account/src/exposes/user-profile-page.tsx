export { UserProfilePage as default } from '../features/user-profile/views/user-profile-page';
