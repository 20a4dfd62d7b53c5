import "server-only";
import OpenAI from "openai";
import { serverEnv } from "../../env.ts";

// The one place that knows how to reach the model: any OpenAI-compatible endpoint (OpenAI, Ollama,
// vLLM, llama.cpp) from OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_MODEL.

export interface ModelConfig {
  client: OpenAI;
  model: string;
  timeoutMs: number;
}

let cached: { key: string; config: ModelConfig } | undefined;

// The SDK logs unparseable stream chunks itself; route that through our own prefix as a warning,
// the failure is reported once by the answerer.
const sdkLogger = {
  error: (...args: unknown[]) => console.warn("[answers] openai sdk:", ...args),
  warn: (...args: unknown[]) => console.warn("[answers] openai sdk:", ...args),
  info: () => {},
  debug: () => {},
};

export function modelConfig(): ModelConfig {
  const env = serverEnv();
  const key = [env.OPENAI_BASE_URL, env.OPENAI_API_KEY, env.OPENAI_MODEL, env.OPENAI_TIMEOUT_MS].join("|");
  if (cached?.key !== key) {
    const client = new OpenAI({
      // Local servers (Ollama, llama.cpp) accept any key; the SDK insists on one.
      apiKey: env.OPENAI_API_KEY ?? "not-needed",
      baseURL: env.OPENAI_BASE_URL,
      timeout: env.OPENAI_TIMEOUT_MS,
      maxRetries: 1,
      logger: sdkLogger,
    });
    cached = { key, config: { client, model: env.OPENAI_MODEL, timeoutMs: env.OPENAI_TIMEOUT_MS } };
  }
  return cached.config;
}
