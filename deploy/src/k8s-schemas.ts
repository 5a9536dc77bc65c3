import { z } from 'zod';

/*
 * Strict schemas for exactly the Kubernetes fields deploy/k8s uses, written from the Kubernetes
 * API reference (v1.30: apps/v1 Deployment, v1 Service/ConfigMap/Secret/Namespace,
 * autoscaling/v2 HorizontalPodAutoscaler, networking.k8s.io/v1 Ingress, and kustomize's
 * Kustomization). No npm package ships strict JSON schemas of these kinds (kubernetes-models
 * accepts unknown fields), so an unknown or misspelt field fails here (strict objects) instead
 * of being silently dropped by the API server. A field we start using has to be added here.
 */

const dnsLabel = z
  .string()
  .max(63)
  .regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, 'must be a DNS-1123 label');
const labelKey = z.string().regex(/^([a-z0-9.-]+\/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/);
const labelValue = z
  .string()
  .regex(/^([A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?)?$/)
  .max(63);
const labels = z.record(labelKey, labelValue);
const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment name');
const dataKey = z.string().regex(/^[-._a-zA-Z0-9]+$/);
const port = z.number().int().min(1).max(65535);
const portName = z
  .string()
  .max(15)
  .regex(/^[a-z0-9]([-a-z0-9]*[a-z])?$/, 'must be an IANA_SVC_NAME');
const intOrName = z.union([port, portName]);
const seconds = z.number().int().min(0);
const quantity = z.union([
  z.number().nonnegative(),
  z.string().regex(/^\d+(\.\d+)?(m|k|M|G|T|Ki|Mi|Gi|Ti)?$/, 'must be a quantity (250m, 512Mi)'),
]);

const metadata = z.strictObject({
  name: dnsLabel,
  namespace: dnsLabel.optional(),
  labels: labels.optional(),
  annotations: z.record(z.string(), z.string()).optional(),
});

const keyRef = z.strictObject({ name: dnsLabel, key: dataKey, optional: z.boolean().optional() });
const envVar = z.strictObject({
  name: envName,
  value: z.string().optional(),
  valueFrom: z
    .strictObject({ secretKeyRef: keyRef.optional(), configMapKeyRef: keyRef.optional() })
    .refine((v) => Boolean(v.secretKeyRef) !== Boolean(v.configMapKeyRef), 'one source')
    .optional(),
});
const envFrom = z
  .strictObject({
    configMapRef: z.strictObject({ name: dnsLabel, optional: z.boolean().optional() }).optional(),
    secretRef: z.strictObject({ name: dnsLabel, optional: z.boolean().optional() }).optional(),
  })
  .refine((v) => Boolean(v.configMapRef) !== Boolean(v.secretRef), 'one source');

const probe = z
  .strictObject({
    httpGet: z
      .strictObject({
        path: z.string().startsWith('/'),
        port: intOrName,
        scheme: z.enum(['HTTP', 'HTTPS']).optional(),
      })
      .optional(),
    tcpSocket: z.strictObject({ port: intOrName }).optional(),
    exec: z.strictObject({ command: z.array(z.string()).min(1) }).optional(),
    initialDelaySeconds: seconds.optional(),
    periodSeconds: seconds.min(1).optional(),
    timeoutSeconds: seconds.min(1).optional(),
    failureThreshold: seconds.min(1).optional(),
    successThreshold: seconds.min(1).optional(),
  })
  .refine(
    (p) => [p.httpGet, p.tcpSocket, p.exec].filter(Boolean).length === 1,
    'a probe has exactly one of httpGet, tcpSocket, exec',
  );

const resources = z.strictObject({
  requests: z.strictObject({ cpu: quantity, memory: quantity }),
  limits: z.strictObject({ cpu: quantity, memory: quantity }),
});

const container = z.strictObject({
  name: dnsLabel,
  image: z.string().min(1),
  command: z.array(z.string()).optional(),
  args: z.array(z.string()).optional(),
  ports: z
    .array(
      z.strictObject({
        name: portName.optional(),
        containerPort: port,
        protocol: z.enum(['TCP', 'UDP', 'SCTP']).optional(),
      }),
    )
    .optional(),
  envFrom: z.array(envFrom).optional(),
  env: z.array(envVar).optional(),
  readinessProbe: probe.optional(),
  livenessProbe: probe.optional(),
  startupProbe: probe.optional(),
  resources,
  securityContext: z
    .strictObject({
      allowPrivilegeEscalation: z.boolean().optional(),
      readOnlyRootFilesystem: z.boolean().optional(),
      runAsNonRoot: z.boolean().optional(),
      capabilities: z
        .strictObject({
          add: z.array(z.string()).optional(),
          drop: z.array(z.string()).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type Container = z.infer<typeof container>;

/** An API object: its apiVersion and kind, metadata, and the kind's own top-level fields. */
const object = <Shape extends z.ZodRawShape>(apiVersion: string, kind: string, shape: Shape) =>
  z.strictObject({ apiVersion: z.literal(apiVersion), kind: z.literal(kind), metadata, ...shape });

export const deploymentSchema = object('apps/v1', 'Deployment', {
  spec: z.strictObject({
    replicas: z.number().int().min(0).optional(),
    selector: z.strictObject({ matchLabels: labels }),
    template: z.strictObject({
      metadata: z.strictObject({
        labels,
        annotations: z.record(z.string(), z.string()).optional(),
      }),
      spec: z.strictObject({
        terminationGracePeriodSeconds: seconds.optional(),
        securityContext: z
          .strictObject({
            runAsNonRoot: z.boolean().optional(),
            runAsUser: z.number().int().min(0).optional(),
            runAsGroup: z.number().int().min(0).optional(),
            fsGroup: z.number().int().min(0).optional(),
          })
          .optional(),
        containers: z.array(container).min(1),
      }),
    }),
  }),
});
export type Deployment = z.infer<typeof deploymentSchema>;

export const serviceSchema = object('v1', 'Service', {
  spec: z.strictObject({
    type: z.enum(['ClusterIP', 'NodePort', 'LoadBalancer']).optional(),
    selector: labels,
    ports: z
      .array(
        z.strictObject({
          name: portName.optional(),
          port,
          targetPort: intOrName.optional(),
          protocol: z.enum(['TCP', 'UDP', 'SCTP']).optional(),
        }),
      )
      .min(1),
  }),
});
export type Service = z.infer<typeof serviceSchema>;

export const configMapSchema = object('v1', 'ConfigMap', {
  data: z.record(dataKey, z.string()),
});
export type ConfigMap = z.infer<typeof configMapSchema>;

export const secretSchema = object('v1', 'Secret', {
  type: z.string().optional(),
  stringData: z.record(dataKey, z.string()).optional(),
  data: z.record(dataKey, z.base64()).optional(),
});
export type Secret = z.infer<typeof secretSchema>;

export const namespaceSchema = object('v1', 'Namespace', {});

const scalingRules = z.strictObject({
  stabilizationWindowSeconds: seconds.max(3600).optional(),
  selectPolicy: z.enum(['Max', 'Min', 'Disabled']).optional(),
  policies: z
    .array(
      z.strictObject({
        type: z.enum(['Pods', 'Percent']),
        value: z.number().int().min(1),
        periodSeconds: z.number().int().min(1).max(1800),
      }),
    )
    .optional(),
});

export const hpaSchema = object('autoscaling/v2', 'HorizontalPodAutoscaler', {
  spec: z
    .strictObject({
      scaleTargetRef: z.strictObject({ apiVersion: z.string(), kind: z.string(), name: dnsLabel }),
      minReplicas: z.number().int().min(1),
      maxReplicas: z.number().int().min(1),
      metrics: z
        .array(
          z.strictObject({
            type: z.literal('Resource'),
            resource: z.strictObject({
              name: z.enum(['cpu', 'memory']),
              target: z.strictObject({
                type: z.enum(['Utilization', 'AverageValue']),
                averageUtilization: z.number().int().min(1).optional(),
                averageValue: quantity.optional(),
              }),
            }),
          }),
        )
        .min(1),
      behavior: z
        .strictObject({ scaleUp: scalingRules.optional(), scaleDown: scalingRules.optional() })
        .optional(),
    })
    .refine((s) => s.minReplicas <= s.maxReplicas, 'minReplicas is above maxReplicas'),
});
export type HorizontalPodAutoscaler = z.infer<typeof hpaSchema>;

export const ingressSchema = object('networking.k8s.io/v1', 'Ingress', {
  spec: z.strictObject({
    ingressClassName: z.string().optional(),
    tls: z
      .array(z.strictObject({ hosts: z.array(z.string()).min(1), secretName: dnsLabel }))
      .optional(),
    rules: z
      .array(
        z.strictObject({
          host: z.string().optional(),
          http: z.strictObject({
            paths: z
              .array(
                z.strictObject({
                  path: z.string().startsWith('/'),
                  pathType: z.enum(['Exact', 'Prefix', 'ImplementationSpecific']),
                  backend: z.strictObject({
                    service: z.strictObject({
                      name: dnsLabel,
                      port: z
                        .strictObject({ name: portName.optional(), number: port.optional() })
                        .refine((p) => Boolean(p.name) !== Boolean(p.number), 'name or number'),
                    }),
                  }),
                }),
              )
              .min(1),
          }),
        }),
      )
      .min(1),
  }),
});
export type Ingress = z.infer<typeof ingressSchema>;

export const kustomizationSchema = z.strictObject({
  apiVersion: z.literal('kustomize.config.k8s.io/v1beta1'),
  kind: z.literal('Kustomization'),
  namespace: dnsLabel.optional(),
  resources: z.array(z.string()).min(1),
  images: z
    .array(
      z.strictObject({
        name: z.string(),
        newName: z.string().optional(),
        newTag: z.string().optional(),
        digest: z.string().optional(),
      }),
    )
    .optional(),
});

export const KIND_SCHEMAS: Record<string, z.ZodType> = {
  Deployment: deploymentSchema,
  Service: serviceSchema,
  ConfigMap: configMapSchema,
  Secret: secretSchema,
  Namespace: namespaceSchema,
  HorizontalPodAutoscaler: hpaSchema,
  Ingress: ingressSchema,
};
