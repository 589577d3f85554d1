import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBusinessApplicationSchema,
  businessApplicationInputSchema,
  businessApplicationSchema,
  businessApplicationsQuerySchema,
  businessApplicationsSchema,
  businessDecisionInputSchema,
  customerGroupInputSchema,
  customerGroupMembersSchema,
  customerGroupSchema,
  groupPricesInputSchema,
  customerGroupSummarySchema,
  customerGroupsSchema,
  errorResponseSchema,
  groupMemberParamsSchema,
  idParamsSchema,
  myBusinessApplicationSchema,
} from '@motoforge/contract';
import { actorOf } from '../../plugins/auth.js';
import { applyForBusinessAccount } from '../../services/business-accounts/apply-for-business-account.js';
import { addCustomerGroup, listCustomerGroups } from '../../services/business-accounts/customer-groups.js';
import {
  deleteCustomerGroup,
  listGroupMembers,
  removeGroupMember,
} from '../../services/business-accounts/group-members.js';
import { getCustomerGroup, setGroupPrices } from '../../services/business-accounts/group-prices.js';
import { decideBusinessApplication } from '../../services/business-accounts/decide-business-application.js';
import { getMyBusinessApplication } from '../../services/business-accounts/get-my-business-application.js';
import { listBusinessApplications } from '../../services/business-accounts/list-business-applications.js';

const security = [{ bearer: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
const adminErrors = { ...errors, 403: errorResponseSchema };

/**
 * Business accounts (docs/product.md#business-accounts): a buyer's application, read by its buyer
 * only, and the admin's answers and customer groups.
 */
const businessAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/business-accounts',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['business-accounts'],
        summary: 'Apply for a business account (workshop or dealer) for your own account',
        security,
        body: businessApplicationInputSchema,
        response: { 201: businessApplicationSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await applyForBusinessAccount(app.db, request.body, actorOf(request))),
  );

  app.get(
    '/business-accounts/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['business-accounts'],
        summary: 'Your own application and how it stands (null before the first)',
        security,
        response: { 200: myBusinessApplicationSchema, ...errors },
      },
    },
    async (request) => getMyBusinessApplication(app.db, actorOf(request)),
  );

  app.get(
    '/admin/business-accounts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Applications for business accounts, newest first, by state',
        security,
        querystring: businessApplicationsQuerySchema,
        response: { 200: businessApplicationsSchema, ...adminErrors },
      },
    },
    async (request) => listBusinessApplications(app.db, request.query),
  );

  app.post(
    '/admin/business-accounts/:id/decision',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending application into a customer group, or refuse it with a note',
        security,
        params: idParamsSchema,
        body: businessDecisionInputSchema,
        response: {
          200: adminBusinessApplicationSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => decideBusinessApplication(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/admin/customer-groups',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The customer groups, by name',
        security,
        response: { 200: customerGroupsSchema, ...adminErrors },
      },
    },
    async () => listCustomerGroups(app.db),
  );

  app.post(
    '/admin/customer-groups',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Add a customer group',
        security,
        body: customerGroupInputSchema,
        response: { 201: customerGroupSummarySchema, 409: errorResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await addCustomerGroup(app.db, request.body)),
  );

  app.get(
    '/admin/customer-groups/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A customer group with its prices' rules",
        security,
        params: idParamsSchema,
        response: { 200: customerGroupSchema, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => getCustomerGroup(app.db, request.params.id),
  );

  app.put(
    '/admin/customer-groups/:id/prices',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Replace a group's minimum order value, discounts (by category or part number) and quantity breaks",
        security,
        params: idParamsSchema,
        body: groupPricesInputSchema,
        response: { 200: customerGroupSchema, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => setGroupPrices(app.db, request.params.id, request.body),
  );

  app.delete(
    '/admin/customer-groups/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Delete an empty customer group; 409 while it has members',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), 404: errorResponseSchema, 409: errorResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await deleteCustomerGroup(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/customer-groups/:id/members',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "A customer group's members: the approved business accounts in it",
        security,
        params: idParamsSchema,
        response: { 200: customerGroupMembersSchema, 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => listGroupMembers(app.db, request.params.id),
  );

  app.delete(
    '/admin/customer-groups/:id/members/:applicationId',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Remove a business from its group: its application waits for a new answer',
        security,
        params: groupMemberParamsSchema,
        response: { 204: z.null(), 404: errorResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      await removeGroupMember(app.db, request.params.id, request.params.applicationId);
      return reply.code(204).send(null);
    },
  );
};

export default businessAccountRoutes;
