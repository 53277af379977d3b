import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@kisansetu/contract';
import { ENDPOINTS } from '@kisansetu/contract/endpoints';
import { languageOf } from '../../lib/accept-language';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/endpoint-route';
import { toHelpedFarmer, toHelperFarmerRow } from './helpers.presenter';
import type { HelpersService } from './helpers.service';

export interface HelpersRoutesOptions {
  service: HelpersService;
}

/** Becoming a helper, adding farmers by their code, the helper's desk, and ending links from either side. */
export async function helpersRoutes(app: FastifyInstance, options: HelpersRoutesOptions): Promise<void> {
  const { service } = options;

  route(app, ENDPOINTS.enrolHelper, async (request, _reply, user) => {
    const enrolled = await service.enrol(user.id, request.body.organisation);
    return ok(SERVER_MESSAGES.helperEnrolled, { user: enrolled });
  });

  route(
    app,
    ENDPOINTS.addHelpedFarmer,
    async (request, _reply, user) => {
      const { lang, ...farmer } = request.body;
      const sent = await service.addFarmer(
        user.id,
        farmer,
        lang ?? languageOf(request.headers['accept-language']),
        request.ip,
      );
      return ok(SERVER_MESSAGES.consentCodeSent, sent);
    },
    { config: { privateAnswer: true } },
  );

  route(app, ENDPOINTS.confirmHelpedFarmer, async (request, _reply, user) => {
    const farmer = await service.confirmFarmer(user.id, request.body.phoneNumber, request.body.code);
    return ok(SERVER_MESSAGES.farmerLinked, { farmer: toHelpedFarmer(farmer) });
  });

  route(app, ENDPOINTS.listHelpedFarmers, async (request, _reply, user) => {
    const desk = await service.desk(user.id, request.query.page);
    const { rows, ...page } = desk;
    return ok(SERVER_MESSAGES.helpedFarmersFetched, { farmers: rows.map(toHelperFarmerRow), ...page });
  });

  route(app, ENDPOINTS.endHelpedFarmer, async (request, _reply, user) => {
    await service.endByHelper(user.id, request.params.farmerId);
    return ok(SERVER_MESSAGES.helperLinkEnded);
  });

  route(app, ENDPOINTS.listMyHelpers, async (_request, _reply, user) =>
    ok(SERVER_MESSAGES.helpersFetched, await service.helpersOf(user.id)),
  );

  route(app, ENDPOINTS.endMyHelper, async (request, _reply, user) => {
    await service.endByFarmer(user.id, request.params.helperId);
    return ok(SERVER_MESSAGES.helperLinkEnded);
  });
}
