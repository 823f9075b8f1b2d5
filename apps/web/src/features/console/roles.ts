import { type EndpointKey, type Route, routes, type StaffRole } from '@bridgehub/contract';

export const roleLabels: Record<StaffRole, string> = {
  Administrator: 'Administrator',
  Coordinator: 'Coordinator',
  CheckInVolunteer: 'Check-in volunteer',
};

/** Whether a role may call an endpoint: the contract's `roles` decide, as the server's gate does. */
export const mayUse = (role: StaffRole, endpoint: EndpointKey) => {
  const route: Route = routes[endpoint];
  return route.roles?.includes(role) ?? false;
};
