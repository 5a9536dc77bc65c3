/**
 * Runs a compiler (one rspack configuration or several) once and closes it: the production builds
 * of the build-config tests' fixtures. Rejects with the build's errors.
 * @template {import('@rspack/core').Compiler | import('@rspack/core').MultiCompiler} C
 * @param {C} compiler
 * @returns {Promise<void>}
 */
export function runOnce(compiler) {
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err || stats?.hasErrors()) reject(err ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}
