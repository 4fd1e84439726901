/** A 2×1 PNG (one red, one blue pixel), small enough to write inline. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==';

/** A research report as the report assembly writes it: outline headings, a table, citations last. */
export const STOCK_PITCH = `# NVIDIA stock pitch

## Investment thesis

NVIDIA's data-center revenue grew **142%** in fiscal 2025[^S1], and our DCF gives an implied price of *$152.30*[^S2].
See the [annual report](https://investor.nvidia.com/annual-report) for details.

### Key figures

| Metric | FY2024 | FY2025 | Trend |
|:--|--:|---|:-:|
| Revenue ($m) | 60,922 | 130,497 | up |
| Gross margin | 72.7% | 75.0% | up |

### Risks

1. Export controls [^S1]
2. Customer concentration
   - hyperscalers buy half
   - an unknown source[^S7] stays as text
- a bullet after the numbers

> Demand exceeds supply for the coming quarters.

## 中文摘要

英伟达的数据中心收入大幅增长[^S1]。

---

[^S1]: NVIDIA Form 10-K for fiscal 2025 — https://investor.nvidia.com/10k
[^S2]: Intrinsic DCF model of NVDA, base case
`;
