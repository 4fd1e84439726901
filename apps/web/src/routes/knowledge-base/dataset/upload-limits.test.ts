import { KB_LIMITS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { planUpload } from './upload-limits';

function file(name: string, bytes: number): File {
  return new File([new Uint8Array(bytes)], name);
}

describe('planUpload', () => {
  it('sends at most the per-upload count of files within the size limit, in order, and names the rest', () => {
    const big = file('big.pdf', KB_LIMITS.uploadFileBytes + 1);
    const exact = file('exact.pdf', KB_LIMITS.uploadFileBytes);
    const many = Array.from({ length: KB_LIMITS.uploadFiles + 2 }, (_, index) => file(`f${index}.txt`, 1));
    const plan = planUpload([big, exact, ...many]);
    expect(plan.tooLarge).toEqual([big]);
    expect(plan.files).toHaveLength(KB_LIMITS.uploadFiles);
    expect(plan.files[0]).toBe(exact);
    // The exact-size file and f0…f126 fill the upload; f127, f128 and f129 wait for the next one.
    expect(plan.files.at(-1)?.name).toBe(`f${KB_LIMITS.uploadFiles - 2}.txt`);
    expect(plan.overCount.map((item) => item.name)).toEqual(
      [1, 2, 3].map((offset) => `f${KB_LIMITS.uploadFiles - 2 + offset}.txt`),
    );
  });
});
