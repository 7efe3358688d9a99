import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';

/** The simulator's own certificate authority and the server certificate it signed (PEM). */
export interface SimulatorTls {
  /** The CA a client must trust (the simulator writes it to a file named in its listening line). */
  caPem: string;
  certPem: string;
  keyPem: string;
}

/** The CA's name: a refused certificate's message names its issuer, so tests and people can recognise it. */
export const SIMULATOR_CA_NAME = 'SVC Simulator test CA';
const DAY_MS = 86_400_000;

/**
 * A fresh CA and a server certificate for `hosts` (names or IP addresses), made at every start so no key is
 * ever kept. Node makes the RSA keys natively (tens of milliseconds; node-forge's own key generation takes
 * seconds); node-forge only writes and signs the certificates, which Node's crypto cannot.
 */
export function makeSimulatorTls(hosts: readonly string[], now: Date = new Date()): SimulatorTls {
  const notBefore = new Date(now.getTime() - DAY_MS);
  const notAfter = new Date(now.getTime() + 30 * DAY_MS);
  const caKeys = rsaKeys();
  const caName = [{ name: 'commonName', value: SIMULATOR_CA_NAME }];
  const ca = certificate(caKeys.publicKey, caName, caName, notBefore, notAfter, [
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());

  const serverKeys = rsaKeys();
  const altNames = [...new Set(hosts)].map((host) => (isIP(host) ? { type: 7, ip: host } : { type: 2, value: host }));
  const server = certificate(
    serverKeys.publicKey,
    [{ name: 'commonName', value: hosts[0] ?? 'localhost' }],
    caName,
    notBefore,
    notAfter,
    [
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames },
    ],
  );
  server.sign(caKeys.privateKey, forge.md.sha256.create());

  const result = {
    caPem: forge.pki.certificateToPem(ca),
    certPem: forge.pki.certificateToPem(server),
    keyPem: serverKeys.privatePem,
  };
  // Node reads what it will serve: a certificate it cannot parse fails the start here, not at the first handshake.
  new X509Certificate(result.certPem);
  return result;
}

function rsaKeys(): { publicKey: forge.pki.rsa.PublicKey; privateKey: forge.pki.rsa.PrivateKey; privatePem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    publicKey: forge.pki.publicKeyFromPem(publicKey),
    privateKey: forge.pki.privateKeyFromPem(privateKey),
    privatePem: privateKey,
  };
}

function certificate(
  publicKey: forge.pki.rsa.PublicKey,
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  notBefore: Date,
  notAfter: Date,
  extensions: object[],
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // A positive 16-byte serial (the top bit clear), as RFC 5280 asks.
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  cert.serialNumber = serial.toString('hex');
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(extensions);
  return cert;
}
