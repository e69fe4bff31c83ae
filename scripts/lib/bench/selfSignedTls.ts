/**
 * A throwaway key and certificate for localhost, so the benchmark can serve HTTP/2 (browsers speak it
 * over TLS only), as the site's CDN or nginx does (docs/deploy.md). Over HTTP/1.1 Lighthouse's
 * simulation gives every parallel request a connection of its own, with its own handshake, which no
 * visitor of the deployed site pays.
 */
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface SelfSignedTls {
  key: string;
  cert: string;
  /** The certificate's public key hash, for Chromium's --ignore-certificate-errors-spki-list. */
  spkiHash: string;
}

export function selfSignedTls(): SelfSignedTls {
  const folder = mkdtempSync(join(tmpdir(), "bench-tls-"));
  try {
    const [keyFile, certFile] = [join(folder, "key.pem"), join(folder, "cert.pem")];
    try {
      execFileSync("openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost", "-keyout", keyFile, "-out", certFile], { stdio: "pipe" });
    } catch (error) {
      throw new Error(`npm run bench needs openssl to make a certificate for HTTP/2 on localhost (apt-get install openssl): ${(error as Error).message}`);
    }
    const cert = readFileSync(certFile, "utf8");
    const spki = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
    return { key: readFileSync(keyFile, "utf8"), cert, spkiHash: createHash("sha256").update(spki).digest("base64") };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
