import { youTubeThumbnailUrl } from '~/lib/youtube';

/** Public talks the team watched and recommends; the demo embeds them in their canonical form. */
export const VIDEOS = {
  neuralNetworks: 'aircAruvnKk', // 3Blue1Brown: But what is a neural network?
  transformers: 'wjZofJX0v4M', // 3Blue1Brown: Transformers, the tech behind LLMs
  introToLlms: 'zjkBMFhNj_g', // Andrej Karpathy: Intro to Large Language Models
  buildGpt: 'kCc8FmEb1nY', // Andrej Karpathy: Let's build GPT, from scratch, in code
} as const;

type VideoKey = keyof typeof VIDEOS;

export function youtubeEmbed(video: VideoKey): string {
  return `https://www.youtube.com/embed/${VIDEOS[video]}`;
}

export function youtubeThumbnail(video: VideoKey): string {
  return youTubeThumbnailUrl(VIDEOS[video]);
}
