/**
 * Every `http(s)://host:port` or `redis://host:port` setting that names a host of this deployment
 * must name a port that host answers on (`ports`: host → ports). Hosts the deployment does not run
 * (a district's MongoDB, a provider) are not checked.
 */
export function urlProblems(
  where: string,
  env: Record<string, string>,
  ports: Map<string, number[]>,
): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(env)) {
    const m = /^(?:https?|rediss?):\/\/(?:[^@/]*@)?([\w.-]+)(?::(\d+))?(?:[/?]|$)/.exec(value);
    if (!m) continue;
    const [, host = '', port] = m;
    const answers = ports.get(host);
    if (!answers) {
      if (/^[a-z][\w-]*$/.test(host) && !['localhost'].includes(host))
        problems.push(`${where}: ${key} names ${host}, which this deployment does not run`);
      continue;
    }
    if (!answers.includes(Number(port ?? 80)))
      problems.push(
        `${where}: ${key} asks ${host} on port ${port ?? 80}; it answers on ${answers.join(', ')}`,
      );
  }
  return problems;
}
