import {readFileSync} from 'node:fs';
import {describe, expect, it, vi} from 'vitest';
import {parse} from 'yaml';

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, {if?: string; env: Record<string, string>; steps: Step[]}>;
}

const workflow = parse(
  readFileSync(new URL('../../.github/workflows/preview.yml', import.meta.url), 'utf8'),
) as Workflow;
const job = workflow.jobs.preview;
const stepIndex = (test: (step: Step) => boolean) => job.steps.findIndex(test);

describe('the preview of a pull request', () => {
  it('is built for every pull request from this repository, as a site for publishing that is not indexed', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    expect(job.if).toContain('head.repo.full_name == github.repository');
    expect(job.env).toMatchObject({DOCS_DEPLOY: 'true', DOCS_PREVIEW: 'true'});
  });

  it('publishes the build without the embedded search files, under a branch named after the pull request', () => {
    const build = stepIndex((step) => step.run === 'npm run build');
    const strip = stepIndex((step) => Boolean(step.run?.includes('.search-records.json')));
    const publish = stepIndex((step) => Boolean(step.with?.command?.startsWith('pages deploy build')));
    expect(build).toBeGreaterThan(-1);
    expect(strip).toBeGreaterThan(build);
    expect(publish).toBeGreaterThan(strip);
    expect(job.steps[publish].with?.command).toContain('--branch=pr-${{ github.event.pull_request.number }}');
  });

  it('links the published preview from the pull request, updating its one comment', () => {
    const comment = job.steps.at(-1)!;
    expect(comment.uses).toMatch(/^actions\/github-script@/);
    expect(comment.env?.PREVIEW_URL).toBe('${{ steps.publish.outputs.deployment-url }}');
    expect(comment.with?.script).toContain('updateComment');
  });

  it('asks search engines not to index a preview, and only a preview', {timeout: 60_000}, async () => {
    const configWith = async (preview: string | undefined) => {
      vi.resetModules();
      vi.stubEnv('DOCS_PREVIEW', preview);
      return (await import('../../docusaurus.config')).default;
    };
    expect((await configWith('true')).noIndex).toBe(true);
    expect((await configWith(undefined)).noIndex).toBe(false);
    vi.unstubAllEnvs();
  });
});
