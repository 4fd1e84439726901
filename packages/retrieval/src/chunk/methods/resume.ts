/**
 * Resume: a CV cut into its sections — contact details, summary, experience, education, skills… — each
 * its own chunk(s), led by the section's name. Sections start at headings, and at short lines that name
 * a usual CV section (CVs often set these in bold body text, which readers do not always call headings).
 */
import type { TDocumentPage, TPageBlock } from '@app/extraction';
import { documentFlow } from '../flow.js';
import { chunkSections, type TChunkMethodFn } from './shared.js';

/** Usual CV section names in the product's languages (en, es, zh, zh-TRADITIONAL, id). */
const SECTION_NAMES = [
  'summary|profile|professional summary|about me|objective|career objective',
  'experience|work experience|professional experience|employment|employment history|work history|career history',
  'education|academic background|qualifications',
  'skills|technical skills|core competencies|competencies|expertise',
  'projects|certifications|certificates|licenses|awards|honors|honours|publications|languages|interests|references',
  'contact|contact information|personal information|personal details',
  'perfil|resumen|experiencia|experiencia laboral|educación|formación|habilidades|competencias|idiomas|proyectos',
  '基本信息|个人信息|個人資料|個人信息|个人简介|個人簡介|自我评价|自我評價|求职意向|求職意向|工作经历|工作經歷|工作经验|工作經驗',
  '教育背景|教育经历|教育經歷|项目经历|項目經歷|项目经验|專案經驗|专业技能|專業技能|技能|证书|證書|获奖情况|獲獎情況|语言能力|語言能力|兴趣爱好|興趣愛好',
  'ringkasan|profil|pengalaman|pengalaman kerja|pendidikan|keahlian|keterampilan|proyek|sertifikasi|bahasa',
].join('|');
const SECTION_LINE = new RegExp(`^(?:${SECTION_NAMES})\\s*[:：]?$`, 'iu');

export const chunkResume: TChunkMethodFn = (context) => {
  const level = sectionLevel(context.pages);
  const pages = context.pages.map((page) => ({
    ...page,
    blocks: page.blocks.map((block): TPageBlock => {
      const text = block.type === 'paragraph' ? block.text.trim() : '';
      return text.length <= 40 && SECTION_LINE.test(text)
        ? { type: 'heading', text: text.replace(/\s*[:：]$/u, ''), level }
        : block;
    }),
  }));
  return chunkSections(context, documentFlow(pages), {
    isHeadingPrefixed: true,
    isSectionStart: (item) => item.kind === 'heading',
  });
};

/** The level of the headings that already name sections (1 when none does). */
function sectionLevel(pages: readonly TDocumentPage[]): number {
  const levels = pages.flatMap((page) =>
    page.blocks.flatMap((block) =>
      block.type === 'heading' && SECTION_LINE.test(block.text.trim()) ? [block.level] : [],
    ),
  );
  return levels.length > 0 ? Math.min(...levels) : 1;
}
