import {
  createWebhookInput,
  replayWebhookDeliveryInput,
  setWebhookEnabledInput,
  updateWebhookInput,
  webhookDeliveriesInput,
  webhookIdInput,
} from '~/schemas/webhook';
import { router } from '~/server/trpc/init';
import { teamAdminProcedure, withSystemAdminFlag } from '~/server/trpc/procedures';

import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  replayWebhookDelivery,
  rotateWebhookSecret,
  setWebhookEnabled,
  updateWebhook,
} from './webhook.service';

/** Whether the caller may send contact messages to an endpoint depends on the events chosen. */
const endpointSettingsProcedure = teamAdminProcedure.use(withSystemAdminFlag);

export const webhookRouter = router({
  list: teamAdminProcedure.query(({ ctx }) => listWebhooks(ctx, { teamId: ctx.team.id })),

  create: endpointSettingsProcedure.input(createWebhookInput).mutation(({ ctx, input }) =>
    createWebhook(ctx, {
      ...input,
      teamId: ctx.team.id,
      actorId: ctx.session.user.id,
      actorIsSystemAdmin: ctx.isSystemAdmin,
    }),
  ),

  update: endpointSettingsProcedure.input(updateWebhookInput).mutation(({ ctx, input }) =>
    updateWebhook(ctx, {
      ...input,
      teamId: ctx.team.id,
      actorId: ctx.session.user.id,
      actorIsSystemAdmin: ctx.isSystemAdmin,
    }),
  ),

  setEnabled: teamAdminProcedure
    .input(setWebhookEnabledInput)
    .mutation(({ ctx, input }) =>
      setWebhookEnabled(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  delete: teamAdminProcedure
    .input(webhookIdInput)
    .mutation(({ ctx, input }) =>
      deleteWebhook(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  rotateSecret: teamAdminProcedure
    .input(webhookIdInput)
    .mutation(({ ctx, input }) =>
      rotateWebhookSecret(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),

  deliveries: teamAdminProcedure
    .input(webhookDeliveriesInput)
    .query(({ ctx, input }) => listWebhookDeliveries(ctx, { ...input, teamId: ctx.team.id })),

  replay: teamAdminProcedure
    .input(replayWebhookDeliveryInput)
    .mutation(({ ctx, input }) =>
      replayWebhookDelivery(ctx, { ...input, teamId: ctx.team.id, actorId: ctx.session.user.id }),
    ),
});
