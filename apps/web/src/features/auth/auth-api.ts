import type {
  CustomerSignedInResponse,
  EmailStageResponse,
  OtpSentResponse,
  SignUpBody,
  VerifyTokenResponse,
} from '@kavach/contracts';
import { apiPost, apiRequest } from '@/lib/api-client.browser';

interface Message {
  message: string;
}

/**
 * docs/product/api.md#customer sign-in, sign-up, email codes, password reset and sign-out from the browser. Every
 * sign-in answers with a NEW session (docs/product/security-tests.md#t2-2): callers refresh the cached bootstrap before going on.
 */
export const authApi = {
  loginWithPassword: (username: string, password: string) =>
    apiPost<CustomerSignedInResponse>('/customers/login', { username, password }),
  loginWithCode: (phone: string, otp: string) =>
    apiPost<CustomerSignedInResponse>('/customers/login', { phone, otp }),
  /** The phone sign-in's code (the same send the checkout uses). */
  sendPhoneCode: (phone: string) => apiPost<OtpSentResponse>('/v3/otp/send_otp', { phone }),
  /** The same code by a voice call (POST /v3/otp/send_voice_otp). */
  sendVoiceCode: (phone: string) => apiPost<OtpSentResponse>('/v3/otp/send_voice_otp', { phone }),
  signUp: (body: SignUpBody) => apiPost<EmailStageResponse>('/customers', body),
  activateEmail: (email: string, otp: string) =>
    apiPost<CustomerSignedInResponse>('/v3/customer/activate_email', { email, otp }),
  resendActivation: (email: string) =>
    apiPost<EmailStageResponse>('/v3/customer/resend_activation', { email }),
  sendResetLink: (email: string) => apiPost<Message>('/customers/send_reset_password_link', { email }),
  verifyResetToken: (token: string, sendCode = false) =>
    apiPost<VerifyTokenResponse>(
      '/customers/verify_token',
      sendCode ? { token, send_code: true } : { token },
    ),
  resetPassword: (token: string, password: string, otp?: string) =>
    apiPost<Message>('/customers/reset_password', otp ? { token, password, otp } : { token, password }),
  /** A GET by the spec's path; the API still wants the CSRF header (docs/product/security-tests.md#t2-3). */
  signOut: () => apiRequest<Message>('GET', '/customers/signout', undefined, { csrf: true }),
  /** App mode: the app's single-use token signs this web view in (issue 4 §1). */
  webRenderLogin: (usertoken: string) =>
    apiPost<CustomerSignedInResponse>('/v3/otp/web_render_login', { usertoken }),
};
