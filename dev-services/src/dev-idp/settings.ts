// The client, port, issuer and "wanted" rule are the contract with the API's Google sign-in
// (contracts/dev-services): the API discovers this provider over HTTP like Google.
export {
  DEFAULT_DEV_IDP_PORT,
  DEV_IDP_CLIENT_ID,
  DEV_IDP_CLIENT_SECRET,
  devIdpIssuer,
  devIdpPort,
  devIdpWanted,
  devRedirectUris,
  hasGoogleCredentials,
} from 'contracts/dev-services';
