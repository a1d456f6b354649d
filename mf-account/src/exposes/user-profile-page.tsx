export { UserProfilePage as default } from '../pages/user-profile/user-profile-page';
