/** Keys typed ahead of a prompt (two lines arriving in one chunk) wait here for the next prompt. */
let typedAhead = '';

/** Reads a line typed at the terminal without echoing it (raw mode); Ctrl-C aborts. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    let value = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    /** true once the line is complete (what follows it is kept for the next prompt) */
    const take = (chunk: string): boolean => {
      for (let i = 0; i < chunk.length; i++) {
        const ch = chunk[i]!;
        if (ch === '\r' || ch === '\n') {
          typedAhead = chunk.slice(i + 1).replace(/^\n/, '');
          finish();
          return true;
        }
        if (ch === '\u0003') {
          finish(new Error('cancelled'));
          return true;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
      return false;
    };
    const onData = (chunk: string) => void take(chunk);
    const ahead = typedAhead;
    typedAhead = '';
    stdin.setRawMode(true);
    if (take(ahead)) return;
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.resume();
  });
}

/** The first line of stdin (a script pipes the password in: `printf '%s\n' "$PW" | npm run admin:create ...`). */
async function firstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += chunk;
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** A password: typed twice without echo at a terminal, else the first line of stdin. */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const password = await promptHidden('Password (not shown): ');
  const again = await promptHidden('Repeat it: ');
  if (password !== again) throw new Error('the two passwords differ');
  return password;
}
