/** A configuration value that cannot be used; the message always names the variable. */
export class ConfigError extends Error {
  constructor(
    public readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}
