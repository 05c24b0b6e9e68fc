import { GraphQLError } from 'graphql';

/**
 * Who a staff phone is (ADR 0032): the paired app client behind its device token and the app user signed
 * in on it, found from the tokens it sends (headers X-App-Client and X-App-Session, or the socket's
 * connection parameters app_client_token and app_session_token).
 */
export interface PhoneTokens {
  client: string | null;
  session: string | null;
}

export interface PhoneClientIdentity {
  id: number;
  system_id: number;
  name: string;
  permissions: string[];
}

export interface PhoneUserIdentity {
  id: number;
  name: string;
  display_name: string;
  group_id: number | null;
}

export interface PhoneIdentity {
  client: PhoneClientIdentity;
  /** Null: nobody is signed in on the phone, or the session token sent is not the phone's current one. */
  user: PhoneUserIdentity | null;
}

export type PhoneErrorCode =
  | 'PHONE_NOT_PAIRED'
  | 'PHONE_SIGNED_OUT'
  | 'PHONE_NOT_LICENSED'
  | 'PAIRING_CODE_INVALID'
  | 'PHONE_SIGN_IN_FAILED'
  | 'PHONE_LOGOUT_DISABLED'
  | 'PHONE_CALL_TAKEN'
  | 'PHONE_REJECT_ONLY'
  | 'PHONE_NOT_A_RECIPIENT'
  | 'PHONE_CALL_OVER'
  | 'PHONE_ACTION_NOT_ALLOWED'
  | 'PHONE_SUBSCRIPTIONS_OFF';

/** The phone client reads the code and says it in words; the message is for logs. */
export function phoneError(code: PhoneErrorCode, message: string = code): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}
