/** Who may open the Agent Center: master agents (and the tenant's admins, who see their own network). */
export function isMaster(principal: { role: string }): boolean {
  return principal.role === 'master' || principal.role === 'admin';
}
