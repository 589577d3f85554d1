import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountMessages,
  errorResponseSchema,
  passwordResetSmsAnswerSchema,
  passwordResetSmsConfirmSchema,
  passwordResetSmsRequestSchema,
} from '@motoforge/contract';
import type { SmsTransport } from '../../notifications/sms-transport.js';
import { requestPasswordResetSms, resetPasswordBySms } from '../../services/accounts/password-reset-sms.js';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

/**
 * "Forgot password?" by SMS, for an account that confirmed its phone with a cash-on-delivery code
 * (the e-mail way is better-auth's own reset flow, routed in plugins/auth.ts). Nobody is signed
 * in here, so both calls are limited per client address as well as per phone.
 */
const passwordResetRoutes: FastifyPluginAsyncZod<{ sms: SmsTransport | null }> = async (app, { sms }) => {
  app.post(
    '/password-reset/sms',
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Send a password reset code to the phone an account confirmed (the same answer for any phone)',
        body: passwordResetSmsRequestSchema,
        response: { 202: passwordResetSmsAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestPasswordResetSms(app.db, sms, request.body.phone);
      return reply.code(202).send({ message: accountMessages.resetCodeSent });
    },
  );

  app.post(
    '/password-reset/sms/confirm',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password with the code sent by SMS; every session of the account ends',
        body: passwordResetSmsConfirmSchema,
        response: { 200: passwordResetSmsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      await resetPasswordBySms(app.db, app.auth, request.body);
      return { message: accountMessages.passwordReset };
    },
  );
};

export default passwordResetRoutes;
