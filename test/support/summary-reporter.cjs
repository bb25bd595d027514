// Prints the plain closing line 'N passed, N failed' and keeps the numbers for .ci/run, with each file's
// wall time (slowest first) for whoever makes the suite faster.
const fs = require('node:fs');
const path = require('node:path');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const passed = results.numPassedTests;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const dir = path.join(process.cwd(), '.tmp');
    fs.mkdirSync(dir, { recursive: true });
    const files = results.testResults
      .map((r) => ({ file: path.relative(process.cwd(), r.testFilePath), seconds: (r.perfStats.end - r.perfStats.start) / 1000 }))
      .sort((a, b) => b.seconds - a.seconds);
    fs.writeFileSync(path.join(dir, 'test-summary.json'), JSON.stringify({ passed, failed, files }, null, 1));
    const slowest = files.slice(0, 10).map((f) => `  ${f.seconds.toFixed(1).padStart(6)} s  ${f.file}`);
    process.stdout.write(`\nslowest files (all in .tmp/test-summary.json):\n${slowest.join('\n')}\n`);
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed\n`);
  }
}
module.exports = SummaryReporter;
