import type { FastifyRequest } from 'fastify';
import { staffOf } from './auth';
import type { Actor } from '../modules/audit/audit.service';

/** Who the audit log names for an office call: the signed-in staff member and address. */
export function actorOf(request: FastifyRequest): Actor {
  const staff = staffOf(request);
  return { staffId: staff.staffId, username: staff.username, ip: request.ip };
}
