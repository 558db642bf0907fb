<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Autosave</name>
    <message>
        <source>“%1”: %2, %3, %4 GPUs, capex %5</source>
        <translation>“%1”：%2，%3，%4 个 GPU，资本支出 %5</translation>
    </message>
    <message>
        <source>%1 group</source>
        <translation>%1 个分组</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 个分组</translation>
    </message>
    <message>
        <source>%1 link</source>
        <translation>%1 条链路</translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation>%1 条链路</translation>
    </message>
</context>
<context>
    <name>CablingXlsx</name>
    <message>
        <source>Summary</source>
        <translation>汇总</translation>
    </message>
    <message>
        <source>Cable type</source>
        <translation>线缆类型</translation>
    </message>
    <message>
        <source>Length class</source>
        <translation>长度类别</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1 takes one design file</source>
        <translation>%1 只接受一个设计文件</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source>error: cannot make the workbook %1: %2</source>
        <translation>错误：无法生成工作簿 %1：%2</translation>
    </message>
    <message>
        <source>error: </source>
        <translation>错误：</translation>
    </message>
    <message>
        <source>wrote %1: %2 InfiniBand connections, and %3 system definitions (IBNL) in %4</source>
        <translation>已写入 %1：%2 条 InfiniBand 连接，以及 %3 个系统定义（IBNL），位于 %4</translation>
    </message>
    <message>
        <source>check the built fabric with: %1</source>
        <translation>用以下命令检查搭建好的网络：%1</translation>
    </message>
    <message>
        <source>wrote %1: %2 cables</source>
        <translation>已写入 %1：%2 条线缆</translation>
    </message>
    <message>
        <source>give at least one of --nccl, --gemm, --attention and --step</source>
        <translation>请至少给出 --nccl、--gemm、--attention 和 --step 中的一项</translation>
    </message>
    <message>
        <source>warning: </source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>wrote %1 (the design with its calibration profile)</source>
        <translation>已写入 %1（带校准配置的设计）</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>%1 is required</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1：“%2”不是整数</translation>
    </message>
    <message>
        <source>%1: must be at least %2, got %3</source>
        <translation>%1：至少为 %2，实际为 %3</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1：“%2”不是数字</translation>
    </message>
    <message>
        <source>(clustercanvas help lists the options)</source>
        <translation>（clustercanvas help 列出全部选项）</translation>
    </message>
    <message>
        <source>--kind: &apos;%1&apos; is not a component kind</source>
        <translation>--kind：“%1”不是组件类型</translation>
    </message>
    <message>
        <source>--dims: &apos;%1&apos; is not like 8x8x16</source>
        <translation>--dims：“%1”不符合 8x8x16 这样的格式</translation>
    </message>
    <message>
        <source>--nodes: %1 servers; a design holds at most %2 GPUs (input contract, catalogs/SCHEMA.md)</source>
        <translation>--nodes：%1 台服务器；一个设计最多容纳 %2 张 GPU（输入约定，catalogs/SCHEMA.md）</translation>
    </message>
    <message>
        <source>--nodes: %1 nodes: %2 (input contract, catalogs/SCHEMA.md)</source>
        <translation>--nodes：%1 个节点：%2（输入约定，catalogs/SCHEMA.md）</translation>
    </message>
    <message>
        <source>--nodes: %1 nodes give %2 GPUs; a design holds at most %3 (input contract, catalogs/SCHEMA.md)</source>
        <translation>--nodes：%1 个节点共 %2 张 GPU；一个设计最多容纳 %3 张（输入约定，catalogs/SCHEMA.md）</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>%1 server</source>
        <translation>%1 台服务器</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 台服务器</translation>
    </message>
    <message>
        <source>%1 switch</source>
        <translation>%1 台交换机</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1 台交换机</translation>
    </message>
    <message>
        <source>%1 rack</source>
        <translation>%1 个机柜</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 个机柜</translation>
    </message>
    <message>
        <source>%1 group</source>
        <translation>%1 个分组</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 个分组</translation>
    </message>
    <message>
        <source>wrote %1: %2, %3, %4, %5 in %6</source>
        <translation>已写入 %1：%2、%3、%4、%5，共 %6</translation>
    </message>
    <message>
        <source>--explain is a text mode; --json carries the explanations</source>
        <translation>--explain 是文本模式；--json 已包含各项说明</translation>
    </message>
    <message>
        <source>no workload: pass --workload W.json or --model-config config.json, or add a workload to the design</source>
        <translation>没有训练任务：请用 --workload W.json 或 --model-config config.json 指定，或在设计中添加训练任务</translation>
    </message>
    <message>
        <source>-o: &apos;%1&apos; is not a %2 file name</source>
        <translation>-o：“%1”不是 %2 文件名</translation>
    </message>
    <message>
        <source>wrote %1: the proposal for %2</source>
        <translation>已写入 %1：%2 的方案建议书</translation>
    </message>
    <message>
        <source>wrote %1: %2 lines, capex %3</source>
        <translation>已写入 %1：%2 行，资本支出 %3</translation>
    </message>
    <message>
        <source>wrote %1: the canvas of %2</source>
        <translation>已写入 %1：%2 的画布</translation>
    </message>
    <message>
        <source>--shard: &apos;%1&apos; is not i/N with 0 &lt;= i &lt; N (e.g. 0/4)</source>
        <translation>--shard：“%1”不是 i/N 的形式（0 &lt;= i &lt; N，例如 0/4）</translation>
    </message>
    <message>
        <source>--tokens or --dataset-tokens/--epochs, not both (tokens = dataset x epochs)</source>
        <translation>--tokens 与 --dataset-tokens/--epochs 只能二选一（token 数 = 数据集 × 轮数）</translation>
    </message>
    <message>
        <source>--dataset-tokens x --epochs: %1 tokens is more than the plan accepts (1e16)</source>
        <translation>--dataset-tokens × --epochs：%1 个 token 超出规划的上限（1e16）</translation>
    </message>
    <message>
        <source>--preset: &apos;%1&apos; is not a model preset</source>
        <translation>--preset：“%1”不是模型预设</translation>
    </message>
    <message>
        <source>give the job: --workload W.json, --model-config config.json or --preset ID</source>
        <translation>请给出训练任务：--workload W.json、--model-config config.json 或 --preset ID</translation>
    </message>
    <message>
        <source>--method: &apos;%1&apos; is not pretrain|full|lora|qlora</source>
        <translation>--method：“%1”不是 pretrain|full|lora|qlora 之一</translation>
    </message>
    <message>
        <source>--utilisation: a fraction between 0 and 1</source>
        <translation>--utilisation：应为 0 到 1 之间的比例</translation>
    </message>
    <message>
        <source>--liquid: yes or no, got &apos;%1&apos;</source>
        <translation>--liquid：应为 yes 或 no，实际为“%1”</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>plan takes no positional arguments; the job is --workload</source>
        <translation>plan 不接受位置参数；训练任务用 --workload 指定</translation>
    </message>
    <message>
        <source>plan-merge takes the shard files (SHARD.json...)</source>
        <translation>plan-merge 接受分片文件（SHARD.json...）</translation>
    </message>
</context>
<context>
    <name>Example</name>
    <message>
        <source>One DGX H100 fine-tuning a 70B model</source>
        <translation>单台 DGX H100 微调 70B 模型</translation>
    </message>
    <message>
        <source>Generated standalone design: 1 server(s) without a cluster network.</source>
        <translation>生成的独立设计：1 台服务器，无集群网络。</translation>
    </message>
    <message>
        <source>DGX H100 racks</source>
        <translation>DGX H100 机柜</translation>
    </message>
    <message>
        <source>Llama 3 70B LoRA fine-tuning on one 8-GPU server</source>
        <translation>在单台 8 GPU 服务器上做 Llama 3 70B LoRA 微调</translation>
    </message>
    <message>
        <source>GB200 NVL72 rack</source>
        <translation>GB200 NVL72 机柜</translation>
    </message>
    <message>
        <source>1 NVL72 racks (72 GPUs in NVLink domains of 72), scale-out 2-tier fat-tree, 72 end ports. Quantum-2 QM9700 NDR 64x400G (32 OSFP), 64 ports at 400 Gb/s: 3 leaves (32 down / 32 up), 2 spines.</source>
        <translation>1 个 NVL72 机柜（72 个 GPU，每个 NVLink 域 72 个）。横向扩展：2 层胖树，72 个终端端口。Quantum-2 QM9700 NDR 64x400G (32 OSFP)，64 个端口，每端口 400 Gb/s：3 台 Leaf（32 下行 / 32 上行），2 台 Spine。</translation>
    </message>
    <message>
        <source>GB200 NVL72 rack (72 GPUs, 36 Grace) racks</source>
        <translation>GB200 NVL72 rack (72 GPUs, 36 Grace) 机柜</translation>
    </message>
    <message>
        <source>Leaf network racks</source>
        <translation>Leaf 网络机柜</translation>
    </message>
    <message>
        <source>Spine network racks</source>
        <translation>Spine 网络机柜</translation>
    </message>
    <message>
        <source>100,000-GPU H100 Spectrum-X fabric</source>
        <translation>100,000 GPU 的 H100 Spectrum-X 网络</translation>
    </message>
    <message>
        <source>Generated 3-tier fat-tree, 108,896 end ports. Spectrum-4 SN5600 64x800GbE, 128 ports at 400 Gb/s: 1,702 leaves (64 down / 64 up), 1,728 spines in 27 pods of 64 leaves and 64 spines, 864 cores.</source>
        <translation>生成的 3 层胖树，108,896 个终端端口。Spectrum-4 SN5600 64x800GbE，128 个端口，每端口 400 Gb/s：1,702 台 Leaf（64 下行 / 64 上行），1,728 台 Spine，分为 27 个 Pod，每个 Pod 64 台 Leaf 和 64 台 Spine；864 台 Core。</translation>
    </message>
    <message>
        <source>DGX H100 racks (partial)</source>
        <translation>DGX H100 机柜（未满）</translation>
    </message>
    <message>
        <source>Leaf network racks (partial)</source>
        <translation>Leaf 网络机柜（未满）</translation>
    </message>
    <message>
        <source>Spine (27 pods of 64) network racks</source>
        <translation>Spine（27 个 Pod，每个 64 台）网络机柜</translation>
    </message>
    <message>
        <source>Core network racks</source>
        <translation>Core 网络机柜</translation>
    </message>
    <message>
        <source>Parallel FS appliance, DDN AI400X2-class (2U all-NVMe, EXAScaler/Lustre) storage racks</source>
        <translation>Parallel FS appliance, DDN AI400X2-class (2U all-NVMe, EXAScaler/Lustre) 存储机柜</translation>
    </message>
    <message>
        <source>Parallel FS appliance, DDN AI400X2-class (2U all-NVMe, EXAScaler/Lustre) storage racks (partial)</source>
        <translation>Parallel FS appliance, DDN AI400X2-class (2U all-NVMe, EXAScaler/Lustre) 存储机柜（未满）</translation>
    </message>
    <message>
        <source>4-unit H100 rail-optimised cluster (128 x DGX H100)</source>
        <translation>4 单元 H100 轨道优化集群（128 × DGX H100）</translation>
    </message>
    <message>
        <source>Generated 2-tier rail-optimized fabric: 4 scalable units of 32 servers, 8 rails, 1 leaf per rail per unit. Quantum-2 QM9700 NDR 64x400G (32 OSFP), 64 ports at 400 Gb/s: 32 leaves (32 down / 32 up), 18 spines.</source>
        <translation>生成的 2 层轨道优化网络：4 个可扩展单元，每单元 32 台服务器，8 条轨道，每单元每条轨道 1 台 Leaf。Quantum-2 QM9700 NDR 64x400G (32 OSFP)，64 个端口，每端口 400 Gb/s：32 台 Leaf（32 下行 / 32 上行），18 台 Spine。</translation>
    </message>
    <message>
        <source>GPT-3 175B pre-training</source>
        <translation>GPT-3 175B 预训练</translation>
    </message>
    <message>
        <source>B200 servers</source>
        <translation>B200 服务器</translation>
    </message>
    <message>
        <source>4-unit B200 rail-optimised cluster (128 x DGX B200)</source>
        <translation>4 单元 B200 轨道优化集群（128 × DGX B200）</translation>
    </message>
    <message>
        <source>The same fabric with DGX B200 servers: 14.3 kW each, so two per 40 kW rack instead of three.</source>
        <translation>同一网络换用 DGX B200 服务器：每台 14.3 kW，因此每个 40 kW 机柜放两台而不是三台。</translation>
    </message>
    <message>
        <source>DGX B200 racks</source>
        <translation>DGX B200 机柜</translation>
    </message>
    <message>
        <source>2:1 spine</source>
        <translation>2:1 收敛的 Spine</translation>
    </message>
    <message>
        <source>The same servers with half the leaf uplinks: 16 per leaf, 10 spines instead of 18 (2:1 oversubscribed).</source>
        <translation>同样的服务器，Leaf 上行链路减半：每台 Leaf 16 条，Spine 10 台而不是 18 台（2:1 收敛）。</translation>
    </message>
    <message>
        <source>Jetson AGX Orin edge kit</source>
        <translation>Jetson AGX Orin 边缘套件</translation>
    </message>
    <message>
        <source>4x RTX 4090 LoRA workstation</source>
        <translation>4 × RTX 4090 LoRA 工作站</translation>
    </message>
    <message>
        <source>Llama 3 8B QLoRA on one RTX 4090</source>
        <translation>在单张 RTX 4090 上做 Llama 3 8B QLoRA</translation>
    </message>
    <message>
        <source>64-node 3-D torus (teaching example)</source>
        <translation>64 节点三维环面（教学示例）</translation>
    </message>
    <message>
        <source>Generated 3-D torus 4x4x4: 6 links per server to its neighbours (wrap-around), 192 cables, no switches.</source>
        <translation>生成的 3 维环面 4x4x4：每台服务器 6 条链路连到相邻服务器（首尾相接），共 192 根线缆，无交换机。</translation>
    </message>
    <message>
        <source>DGX H100 (4x4x4 torus) racks</source>
        <translation>DGX H100（4x4x4 环面）机柜</translation>
    </message>
    <message>
        <source>DGX H100 (4x4x4 torus) racks (partial)</source>
        <translation>DGX H100（4x4x4 环面）机柜（未满）</translation>
    </message>
</context>
<context>
    <name>Logo</name>
    <message>
        <source>the picture is empty</source>
        <translation>图片为空</translation>
    </message>
    <message>
        <source>the picture is too detailed to embed even when scaled down</source>
        <translation>图片过于复杂，即使缩小也无法嵌入</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Cannot use %1 as the logo: %2</source>
        <translation>无法将 %1 用作徽标：%2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Follow the system (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>Server &apos;%1&apos;: its parts can draw up to %2 at the wall (including power-supply losses), more than the vendor&apos;s nameplate maximum of %3. Power figures use the nameplate.</source>
        <comment>SERVER_OVER_NAMEPLATE</comment>
        <translation>服务器“%1”：其部件在墙插处最多可耗电 %2（含电源损耗），超过厂商铭牌最大值 %3。功率数字采用铭牌值。</translation>
    </message>
    <message>
        <source>Check the parts&apos; power figures, or raise the nameplate maximum if the vendor publishes a higher one.</source>
        <comment>SERVER_OVER_NAMEPLATE_FIX</comment>
        <translation>请检查部件的功率数据；如果厂商公布了更高的铭牌最大值，请相应调高。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos;: its power supplies are rated %2 in total, but the server can draw %3. Redundancy (N+1, N+N) is not modelled: this compares the sum of all supplies.</source>
        <comment>SERVER_PSU_SHORT</comment>
        <translation>服务器“%1”：其电源额定总功率为 %2，但服务器最多可耗电 %3。未考虑冗余（N+1、N+N）：这里比较的是所有电源之和。</translation>
    </message>
    <message>
        <source>Use more or larger power supplies: at least %1 in total, more if the supplies must be redundant.</source>
        <comment>SERVER_PSU_SHORT_FIX</comment>
        <translation>使用更多或更大功率的电源：总计至少 %1，如需冗余则要更多。</translation>
    </message>
    <message>
        <source>Rack &apos;%1&apos; can draw %2 at full load, over its %3 power limit (typical %4).</source>
        <comment>RACK_OVER_POWER</comment>
        <translation>机柜“%1”满载时可耗电 %2，超过其 %3 的功率上限（典型值 %4）。</translation>
    </message>
    <message>
        <source>Move equipment to other racks, or use racks rated for at least %1.</source>
        <comment>RACK_OVER_POWER_FIX_MOVE</comment>
        <translation>把设备移到其他机柜，或使用额定功率至少为 %1 的机柜。</translation>
    </message>
    <message>
        <source>Even one such server does not fit this rack&apos;s limit: use racks rated for at least %1.</source>
        <comment>RACK_OVER_POWER_FIX_NONE_FITS</comment>
        <translation>即使只放一台这种服务器也超出该机柜的上限：请使用额定功率至少为 %1 的机柜。</translation>
    </message>
    <message>
        <source>Put at most %1 server(s) of &apos;%2&apos; per rack, or use racks rated for at least %3.</source>
        <comment>RACK_OVER_POWER_FIX_FEWER</comment>
        <translation>每个机柜最多放 %1 台“%2”，或使用额定功率至少为 %3 的机柜。</translation>
    </message>
    <message>
        <source>Rack &apos;%1&apos; needs %2 U but has %3 U.</source>
        <comment>RACK_OVER_HEIGHT</comment>
        <translation>机柜“%1”需要 %2 U，但只有 %3 U。</translation>
    </message>
    <message>
        <source>Put fewer systems in each rack, or use taller racks.</source>
        <comment>RACK_OVER_HEIGHT_FIX</comment>
        <translation>每个机柜少放一些系统，或使用更高的机柜。</translation>
    </message>
    <message>
        <source>No racks are laid out, so rack power, height and cooling are not checked.</source>
        <comment>GROUP_NOT_RACKED_NO_RACKS</comment>
        <translation>未布置机柜，因此未检查机柜功率、高度和散热。</translation>
    </message>
    <message>
        <source>Add a rack row and place the groups in it.</source>
        <comment>GROUP_NOT_RACKED_NO_RACKS_FIX</comment>
        <translation>添加一个机柜列，并把各组放进去。</translation>
    </message>
    <message>
        <source>None of the %1 replicas of &apos;%2&apos; are placed in racks; those outside racks are not counted in rack power and cooling.</source>
        <comment>GROUP_NOT_RACKED_NONE</comment>
        <translation>“%2”的 %1 个副本都没有放入机柜；机柜外的设备不计入机柜功率和散热。</translation>
    </message>
    <message>
        <source>Only %1 of the %2 replicas of &apos;%3&apos; are placed in racks; those outside racks are not counted in rack power and cooling.</source>
        <comment>GROUP_NOT_RACKED_SOME</comment>
        <translation>“%3”的 %2 个副本中只有 %1 个放入了机柜；机柜外的设备不计入机柜功率和散热。</translation>
    </message>
    <message>
        <source>Add racks or put more of this group in each rack.</source>
        <comment>GROUP_NOT_RACKED_FIX</comment>
        <translation>增加机柜，或在每个机柜中多放一些该组的设备。</translation>
    </message>
    <message>
        <source>The racks hold %1 of &apos;%2&apos;, but the group has only %3: rack power is overstated.</source>
        <comment>GROUP_OVER_RACKED</comment>
        <translation>机柜中放了 %1 个“%2”，但该组只有 %3 个：机柜功率被高估。</translation>
    </message>
    <message>
        <source>Lower the rack count or the per-rack number, or add replicas.</source>
        <comment>GROUP_OVER_RACKED_FIX</comment>
        <translation>减少机柜数或每柜数量，或增加副本。</translation>
    </message>
    <message>
        <source>Storage &apos;%1&apos; uses &apos;%2&apos;, which is not a storage system in the catalog; its power, bandwidth and price are left out.</source>
        <comment>UNKNOWN_STORAGE</comment>
        <translation>存储“%1”使用的“%2”不是组件目录中的存储系统；其功率、带宽和价格未计入。</translation>
    </message>
    <message>
        <source>Choose a storage system from the catalog.</source>
        <comment>UNKNOWN_STORAGE_FIX</comment>
        <translation>请从组件目录中选择一个存储系统。</translation>
    </message>
    <message>
        <source>%1 is not a finite number (inputs: %2); the figure is left out</source>
        <comment>NON_FINITE</comment>
        <translation>%1 不是有限数值（输入：%2）；该数字未计入</translation>
    </message>
    <message>
        <source>Check the inputs named for values that are too large or not numbers.</source>
        <comment>NON_FINITE_FIX</comment>
        <translation>检查所列输入中是否有过大或非数字的值。</translation>
    </message>
    <message>
        <source>Rack &apos;%1&apos; is air-cooled but holds liquid-cooled equipment.</source>
        <comment>RACK_NEEDS_LIQUID_CONTENTS</comment>
        <translation>机柜“%1”为风冷，但装有液冷设备。</translation>
    </message>
    <message>
        <source>Set the rack to liquid cooling (a CDU will be counted).</source>
        <comment>RACK_NEEDS_LIQUID_CONTENTS_FIX</comment>
        <translation>把该机柜设为液冷（将计入一台 CDU）。</translation>
    </message>
    <message>
        <source>Rack &apos;%1&apos; dissipates up to %2, beyond what air can remove even with containment (air up to %3, with containment up to %4; %5).</source>
        <comment>RACK_NEEDS_LIQUID</comment>
        <translation>机柜“%1”最多散热 %2，即使采用封闭通道，风冷也无法带走（风冷上限 %3，封闭通道上限 %4；%5）。</translation>
    </message>
    <message>
        <source>Use liquid cooling for this rack, or spread the servers so each rack stays under %1.</source>
        <comment>RACK_NEEDS_LIQUID_FIX</comment>
        <translation>该机柜改用液冷，或分散服务器，使每个机柜低于 %1。</translation>
    </message>
    <message>
        <source>Rack &apos;%1&apos; dissipates up to %2, more than open-aisle air cooling handles (air up to %3, with containment up to %4; %5).</source>
        <comment>RACK_NEEDS_CONTAINMENT</comment>
        <translation>机柜“%1”最多散热 %2，超过开放通道风冷的能力（风冷上限 %3，封闭通道上限 %4；%5）。</translation>
    </message>
    <message>
        <source>Plan hot- or cold-aisle containment or rear-door heat exchangers, or keep each rack under %1.</source>
        <comment>RACK_NEEDS_CONTAINMENT_FIX</comment>
        <translation>规划冷通道或热通道封闭，或采用背板换热器，或让每个机柜低于 %1。</translation>
    </message>
    <message>
        <source>The facility&apos;s CDU &apos;%1&apos; is not a CDU with a capacity in the catalog; the largest catalog CDU is used instead.</source>
        <comment>CDU_UNKNOWN</comment>
        <translation>设施的 CDU“%1”不是组件目录中标有容量的 CDU；改用目录中最大的 CDU。</translation>
    </message>
    <message>
        <source>Choose a CDU from the catalog in the facility settings.</source>
        <comment>CDU_UNKNOWN_FIX</comment>
        <translation>请在设施设置中从组件目录选择一个 CDU。</translation>
    </message>
    <message>
        <source>The facility&apos;s outlet temperature (%1 °C) is not above its inlet (%2 °C), so airflow cannot be computed.</source>
        <comment>COOLING_BAD_DELTA_T</comment>
        <translation>设施的出风温度（%1 °C）不高于进风温度（%2 °C），因此无法计算风量。</translation>
    </message>
    <message>
        <source>Set the hot-aisle temperature above the cold-aisle one.</source>
        <comment>COOLING_BAD_DELTA_T_FIX</comment>
        <translation>把热通道温度设得高于冷通道温度。</translation>
    </message>
    <message>
        <source>Liquid-cooled racks (%1) reject up to %2; CDUs needed: %3 × %4 (%5 each), without spares.</source>
        <comment>COOLING_CDUS</comment>
        <translation>液冷机柜（%1）最多排热 %2；所需 CDU：%3 × %4（每台 %5），不含备用。</translation>
    </message>
    <message>
        <source>Liquid-cooled racks reject up to %1, but no CDU is in the catalog to size the coolant loop.</source>
        <comment>NO_CDU</comment>
        <translation>液冷机柜最多排热 %1，但组件目录中没有可用于确定冷却回路规模的 CDU。</translation>
    </message>
    <message>
        <source>Add a CDU to the catalog and choose it in the facility.</source>
        <comment>NO_CDU_FIX</comment>
        <translation>在组件目录中添加 CDU，并在设施中选择它。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; lists no CPU, so its host balance is only partly checked.</source>
        <comment>HOST_PARTS_MISSING_CPU</comment>
        <translation>服务器“%1”未列出 CPU，因此其主机配比只能部分检查。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; lists no system memory, so its host balance is only partly checked.</source>
        <comment>HOST_PARTS_MISSING_RAM</comment>
        <translation>服务器“%1”未列出系统内存，因此其主机配比只能部分检查。</translation>
    </message>
    <message>
        <source>Add the CPUs and DIMMs to the server&apos;s parts.</source>
        <comment>HOST_PARTS_MISSING_FIX</comment>
        <translation>请在服务器部件中添加 CPU 和内存条。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; has %2 CPU cores per GPU (%3 cores for %4 GPUs); data loading and kernel launches may starve the GPUs (%5).</source>
        <comment>HOST_FEW_CPU_CORES</comment>
        <translation>服务器“%1”每个 GPU 只有 %2 个 CPU 核（%4 个 GPU 共 %3 核）；数据加载和内核启动可能让 GPU 处于饥饿状态（%5）。</translation>
    </message>
    <message>
        <source>Use CPUs with more cores: at least %1 in total.</source>
        <comment>HOST_FEW_CPU_CORES_FIX</comment>
        <translation>使用核数更多的 CPU：总计至少 %1 核。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; has %2 of RAM for %3 of GPU memory (%4×); checkpoint staging, data loaders and optimizer offload may not fit (%5).</source>
        <comment>HOST_LOW_RAM</comment>
        <translation>服务器“%1”的内存为 %2，对应 %3 显存（%4×）；检查点暂存、数据加载器和优化器卸载可能放不下（%5）。</translation>
    </message>
    <message>
        <source>Add memory: at least %1.</source>
        <comment>HOST_LOW_RAM_FIX</comment>
        <translation>增加内存：至少 %1。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; has %2 compute NIC(s) for %3 GPUs (%4 per GPU); gradient and activation traffic between servers will queue on the NICs (%5).</source>
        <comment>HOST_FEW_NICS</comment>
        <translation>服务器“%1”有 %2 块计算网卡对应 %3 个 GPU（每 GPU %4）；服务器之间的梯度和激活流量将在网卡上排队（%5）。</translation>
    </message>
    <message>
        <source>Add compute NICs: one per GPU.</source>
        <comment>HOST_FEW_NICS_FIX</comment>
        <translation>增加计算网卡：每个 GPU 一块。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; has %2 compute NIC(s) for %3 GPUs (%4 per GPU). That is fine for a single server that does not train across nodes.</source>
        <comment>HOST_FEW_NICS_SINGLE</comment>
        <translation>服务器“%1”有 %2 块计算网卡对应 %3 个 GPU（每 GPU %4）。对于不跨节点训练的单台服务器，这没有问题。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos;: its GPUs, NICs and SSDs need %2 PCIe lanes, more than its CPUs provide (%3): it relies on PCIe switches, as DGX-class systems do.</source>
        <comment>HOST_PCIE_SWITCHES</comment>
        <translation>服务器“%1”：其 GPU、网卡和 SSD 需要 %2 条 PCIe 通道，超过 CPU 所能提供的 %3 条：它依赖 PCIe 交换芯片，DGX 级系统即如此。</translation>
    </message>
    <message>
        <source>The design has %1 servers but no shared storage: training data and checkpoints must live on local drives.</source>
        <comment>NO_SHARED_STORAGE</comment>
        <translation>该设计有 %1 台服务器，但没有共享存储：训练数据和检查点只能放在本地盘上。</translation>
    </message>
    <message>
        <source>Add a storage system and link it to the fabric.</source>
        <comment>NO_SHARED_STORAGE_FIX</comment>
        <translation>添加一个存储系统并将其连接到网络。</translation>
    </message>
    <message>
        <source>The shared storage reads %1 for %2 GPUs: %3 per GPU, below the 1 GB/s per GPU minimum (%4).</source>
        <comment>STORAGE_SLOW</comment>
        <translation>共享存储为 %2 个 GPU 提供 %1 的读取带宽：每 GPU %3，低于每 GPU 1 GB/s 的最低要求（%4）。</translation>
    </message>
    <message>
        <source>Add storage systems or faster ones: at least %1 of read bandwidth in total (limited by each system&apos;s NICs).</source>
        <comment>STORAGE_SLOW_FIX</comment>
        <translation>增加存储系统或改用更快的存储：总读取带宽至少 %1（受各系统网卡的限制）。</translation>
    </message>
    <message>
        <source>Links of %1 land on &apos;%2&apos;, whose ports run at %3.</source>
        <comment>LINK_FASTER_THAN_PORT</comment>
        <translation>%1 的链路接入“%2”，但其端口速率为 %3。</translation>
    </message>
    <message>
        <source>Lower the link speed or choose a faster switch.</source>
        <comment>LINK_FASTER_THAN_PORT_FIX</comment>
        <translation>降低链路速率，或选用更快的交换机。</translation>
    </message>
    <message>
        <source>Group &apos;%1&apos; uses &apos;%2&apos;, which is not a switch in the catalog.</source>
        <comment>UNKNOWN_SWITCH</comment>
        <translation>组“%1”使用的“%2”不是组件目录中的交换机。</translation>
    </message>
    <message>
        <source>Choose a switch model from the catalog.</source>
        <comment>UNKNOWN_SWITCH_FIX</comment>
        <translation>请从组件目录中选择交换机型号。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs %2 ports but its %3 switches have %4.</source>
        <comment>SWITCH_PORTS_OVERFULL</comment>
        <translation>“%1”需要 %2 个端口，但其 %3 台交换机只有 %4 个。</translation>
    </message>
    <message>
        <source>Use %1 switches, or a switch with more ports.</source>
        <comment>SWITCH_PORTS_OVERFULL_FIX</comment>
        <translation>使用 %1 台交换机，或选用端口更多的交换机。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no links.</source>
        <comment>SWITCH_UNCONNECTED</comment>
        <translation>“%1”没有任何链路。</translation>
    </message>
    <message>
        <source>Connect it, or delete it if it is not needed.</source>
        <comment>SWITCH_UNCONNECTED_FIX</comment>
        <translation>请连接它；如果不需要，请删除。</translation>
    </message>
    <message>
        <source>Each server of &apos;%1&apos; has %2 compute NIC ports, but %3 links are drawn per server.</source>
        <comment>SERVER_PORTS_OVERFULL</comment>
        <translation>“%1”的每台服务器有 %2 个计算网卡端口，但每台服务器画了 %3 条链路。</translation>
    </message>
    <message>
        <source>Add NICs to the server or reduce links per server.</source>
        <comment>SERVER_PORTS_OVERFULL_FIX</comment>
        <translation>为服务器增加网卡，或减少每台服务器的链路数。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not connected to any network.</source>
        <comment>SERVER_UNCONNECTED</comment>
        <translation>“%1”未连接到任何网络。</translation>
    </message>
    <message>
        <source>Drag a link from the group to a leaf switch.</source>
        <comment>SERVER_UNCONNECTED_FIX</comment>
        <translation>从该组拖一条链路到 Leaf 交换机。</translation>
    </message>
    <message>
        <source>Each server of &apos;%1&apos; uses %2 of its %3 compute NIC ports.</source>
        <comment>NIC_PORTS_UNCONNECTED</comment>
        <translation>“%1”的每台服务器只用了 %3 个计算网卡端口中的 %2 个。</translation>
    </message>
    <message>
        <source>Connect the remaining ports or remove the NICs.</source>
        <comment>NIC_PORTS_UNCONNECTED_FIX</comment>
        <translation>连接其余端口，或移除多余的网卡。</translation>
    </message>
    <message>
        <source>Links of %1 leave &apos;%2&apos;, whose NIC ports run at %3.</source>
        <comment>LINK_FASTER_THAN_NIC</comment>
        <translation>%1 的链路从“%2”引出，但其网卡端口速率为 %3。</translation>
    </message>
    <message>
        <source>Lower the link speed to the NIC&apos;s speed.</source>
        <comment>LINK_FASTER_THAN_NIC_FIX</comment>
        <translation>把链路速率降到网卡的速率。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; lists &apos;%2&apos;, which is neither in the design&apos;s specs nor the catalog.</source>
        <comment>UNKNOWN_PART</comment>
        <translation>服务器“%1”列出的“%2”既不在设计的规格中，也不在组件目录中。</translation>
    </message>
    <message>
        <source>Load the catalog file that defines it, or remove the part.</source>
        <comment>UNKNOWN_PART_FIX</comment>
        <translation>请加载定义它的组件目录文件，或移除该部件。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; lists &apos;%2&apos; (a %3), which does not go inside a server.</source>
        <comment>PART_KIND</comment>
        <translation>服务器“%1”列出的“%2”（%3）不能放在服务器内部。</translation>
    </message>
    <message>
        <source>Place it on the cluster canvas instead.</source>
        <comment>PART_KIND_FIX</comment>
        <translation>请改为放在集群画布上。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; uses fabric &apos;%2&apos;, which is not in the catalog.</source>
        <comment>UNKNOWN_FABRIC</comment>
        <translation>服务器“%1”使用的互连“%2”不在组件目录中。</translation>
    </message>
    <message>
        <source>Choose a fabric from the catalog.</source>
        <comment>UNKNOWN_FABRIC_FIX</comment>
        <translation>请从组件目录中选择一种互连。</translation>
    </message>
    <message>
        <source>No price is known for %1 items, so the capex of %2 leaves them out (or counts only their priced parts): %3.</source>
        <comment>PRICE_UNKNOWN</comment>
        <translation>%1 项没有已知价格，因此资本支出 %2 未计入它们（或只计入其有价格的部件）：%3。</translation>
    </message>
    <message>
        <source>Add indicative prices to the catalog entries or the server templates.</source>
        <comment>PRICE_UNKNOWN_FIX</comment>
        <translation>请在组件目录条目或服务器模板中补充参考价格。</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>NAME</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <comment>LIST_MORE</comment>
        <translation>另有 %1 项</translation>
    </message>
    <message>
        <source>the analysis refused the layout</source>
        <comment>VALIDATION_REFUSED</comment>
        <translation>分析拒绝了该并行布局</translation>
    </message>
    <message>
        <source>the analysis gave no %1</source>
        <comment>VALIDATION_NO_METRIC</comment>
        <translation>分析未给出 %1</translation>
    </message>
    <message>
        <source>Add group</source>
        <comment>UNDO_ADD_GROUP</comment>
        <translation>添加组</translation>
    </message>
    <message>
        <source>Add rack row</source>
        <comment>UNDO_ADD_RACK_ROW</comment>
        <translation>添加机柜列</translation>
    </message>
    <message>
        <source>Add server template</source>
        <comment>UNDO_ADD_SERVER_TEMPLATE</comment>
        <translation>添加服务器模板</translation>
    </message>
    <message>
        <source>Align</source>
        <comment>UNDO_ALIGN</comment>
        <translation>对齐</translation>
    </message>
    <message>
        <source>Align groups</source>
        <comment>UNDO_ALIGN_GROUPS</comment>
        <translation>对齐组</translation>
    </message>
    <message>
        <source>Apply best layout</source>
        <comment>UNDO_APPLY_BEST_LAYOUT</comment>
        <translation>应用最佳布局</translation>
    </message>
    <message>
        <source>Auto-place racks</source>
        <comment>UNDO_AUTO_PLACE_RACKS</comment>
        <translation>自动放置机柜</translation>
    </message>
    <message>
        <source>Choose model preset</source>
        <comment>UNDO_CHOOSE_MODEL_PRESET</comment>
        <translation>选择模型预设</translation>
    </message>
    <message>
        <source>Connect</source>
        <comment>UNDO_CONNECT</comment>
        <translation>连接</translation>
    </message>
    <message>
        <source>Delete</source>
        <comment>UNDO_DELETE</comment>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete group</source>
        <comment>UNDO_DELETE_GROUP</comment>
        <translation>删除组</translation>
    </message>
    <message>
        <source>Delete link</source>
        <comment>UNDO_DELETE_LINK</comment>
        <translation>删除链路</translation>
    </message>
    <message>
        <source>Delete rack row</source>
        <comment>UNDO_DELETE_RACK_ROW</comment>
        <translation>删除机柜列</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <comment>UNDO_DELETE_SCENARIO</comment>
        <translation>删除方案</translation>
    </message>
    <message>
        <source>Edit facility</source>
        <comment>UNDO_EDIT_FACILITY</comment>
        <translation>编辑设施</translation>
    </message>
    <message>
        <source>Edit workload</source>
        <comment>UNDO_EDIT_WORKLOAD</comment>
        <translation>编辑工作负载</translation>
    </message>
    <message>
        <source>Import model</source>
        <comment>UNDO_IMPORT_MODEL</comment>
        <translation>导入模型</translation>
    </message>
    <message>
        <source>Make scenario current</source>
        <comment>UNDO_MAKE_SCENARIO_CURRENT</comment>
        <translation>将方案设为当前设计</translation>
    </message>
    <message>
        <source>Move group</source>
        <comment>UNDO_MOVE_GROUP</comment>
        <translation>移动组</translation>
    </message>
    <message>
        <source>Move groups</source>
        <comment>UNDO_MOVE_GROUPS</comment>
        <translation>移动多个组</translation>
    </message>
    <message>
        <source>Paste</source>
        <comment>UNDO_PASTE</comment>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Paste group</source>
        <comment>UNDO_PASTE_GROUP</comment>
        <translation>粘贴组</translation>
    </message>
    <message>
        <source>Paste link</source>
        <comment>UNDO_PASTE_LINK</comment>
        <translation>粘贴链路</translation>
    </message>
    <message>
        <source>Paste server</source>
        <comment>UNDO_PASTE_SERVER</comment>
        <translation>粘贴服务器</translation>
    </message>
    <message>
        <source>Rack the selection</source>
        <comment>UNDO_RACK_THE_SELECTION</comment>
        <translation>将所选内容上架</translation>
    </message>
    <message>
        <source>Rename design</source>
        <comment>UNDO_RENAME_DESIGN</comment>
        <translation>重命名设计</translation>
    </message>
    <message>
        <source>Rename group</source>
        <comment>UNDO_RENAME_GROUP</comment>
        <translation>重命名组</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <comment>UNDO_RENAME_SCENARIO</comment>
        <translation>重命名方案</translation>
    </message>
    <message>
        <source>Save as scenario</source>
        <comment>UNDO_SAVE_AS_SCENARIO</comment>
        <translation>另存为方案</translation>
    </message>
    <message>
        <source>Set cable</source>
        <comment>UNDO_SET_CABLE</comment>
        <translation>设置线缆</translation>
    </message>
    <message>
        <source>Set links per replica</source>
        <comment>UNDO_SET_LINKS_PER_REPLICA</comment>
        <translation>设置每副本链路数</translation>
    </message>
    <message>
        <source>Set link speed</source>
        <comment>UNDO_SET_LINK_SPEED</comment>
        <translation>设置链路速率</translation>
    </message>
    <message>
        <source>Set replicas</source>
        <comment>UNDO_SET_REPLICAS</comment>
        <translation>设置副本数</translation>
    </message>
    <message>
        <source>Set replicas of groups</source>
        <comment>UNDO_SET_REPLICAS_OF_GROUPS</comment>
        <translation>设置多个组的副本数</translation>
    </message>
    <message>
        <source>Set tier</source>
        <comment>UNDO_SET_TIER</comment>
        <translation>设置层级</translation>
    </message>
    <message>
        <source>Set wiring rule</source>
        <comment>UNDO_SET_WIRING_RULE</comment>
        <translation>设置布线规则</translation>
    </message>
    <message>
        <source>Unrack group</source>
        <comment>UNDO_UNRACK_GROUP</comment>
        <translation>将组移出机柜</translation>
    </message>
    <message>
        <source>Update scenario</source>
        <comment>UNDO_UPDATE_SCENARIO</comment>
        <translation>更新方案</translation>
    </message>
    <message>
        <source>Add %1</source>
        <comment>UNDO_ADD_PART</comment>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>BTU/h = W × 3.412, at IT max power</source>
        <comment>EXPL_HEAT_BTU</comment>
        <translation>BTU/h = W × 3.412，按 IT 最大功率</translation>
    </message>
    <message>
        <source>CFM = BTU/h / (1.08 × ΔT°F), ΔT°F = (outlet − inlet °C) × 1.8, sea-level air; liquid racks excluded</source>
        <comment>EXPL_AIRFLOW_CFM</comment>
        <translation>CFM = BTU/h / (1.08 × ΔT°F)，ΔT°F = (出风 − 进风 °C) × 1.8，海平面空气；不含液冷机柜</translation>
    </message>
    <message>
        <source>air if rack max ≤ %1; air with containment if ≤ %2; liquid above, or when the rack or its equipment is liquid-cooled</source>
        <comment>EXPL_RACK_COOLING</comment>
        <translation>机柜最大功率 ≤ %1 时为风冷；≤ %2 时为封闭通道风冷；更高时，或机柜及其设备为液冷时，为液冷</translation>
    </message>
    <message>
        <source>⌈liquid heat W / CDU capacity W⌉, no spares</source>
        <comment>EXPL_CDUS</comment>
        <translation>⌈液冷热量 W / CDU 容量 W⌉，不含备用</translation>
    </message>
    <message>
        <source>Σ count × unit price over servers, switches, optics and cables, storage, racks and CDUs; a server without a system price is the sum of its parts</source>
        <comment>EXPL_CAPEX</comment>
        <translation>Σ 数量 × 单价，涵盖服务器、交换机、光模块与线缆、存储、机柜和 CDU；没有整机价格的服务器按其部件之和计</translation>
    </message>
    <message>
        <source>CPU cores / GPUs per server</source>
        <comment>EXPL_CPU_CORES_PER_GPU</comment>
        <translation>每台服务器的 CPU 核数 / GPU 数</translation>
    </message>
    <message>
        <source>system RAM / total GPU memory per server</source>
        <comment>EXPL_RAM_TO_GPU_MEMORY</comment>
        <translation>每台服务器的系统内存 / 显存总量</translation>
    </message>
    <message>
        <source>compute NICs / GPUs per server</source>
        <comment>EXPL_NICS_PER_GPU</comment>
        <translation>每台服务器的计算网卡数 / GPU 数</translation>
    </message>
    <message>
        <source>Σ storage systems × min(read B/s, NICs × NIC bit/s ÷ 8) / all GPUs</source>
        <comment>EXPL_STORAGE_PER_GPU</comment>
        <translation>Σ 存储系统 × min(读取 B/s, 网卡数 × 网卡 bit/s ÷ 8) / 全部 GPU</translation>
    </message>
    <message>
        <source>½ × min(total end-point injection, uplink capacity of the narrowest tier); torus: 2·N/d_max links across the cut</source>
        <comment>EXPL_BISECTION</comment>
        <translation>½ × min(端点注入总量, 最窄层级的上行容量)；环面：2·N/d_max 条链路穿过切分面</translation>
    </message>
    <message>
        <source>ring allreduce busbw = per-rank link bandwidth B; time = 2(n−1)/n·S/B + 2(n−1)·α</source>
        <comment>EXPL_ALLREDUCE_BUSBW</comment>
        <translation>环形 All-Reduce 总线带宽 = 每个 rank 的链路带宽 B；时间 = 2(n−1)/n·S/B + 2(n−1)·α</translation>
    </message>
    <message>
        <source>downlink bandwidth / uplink bandwidth per tier</source>
        <comment>EXPL_OVERSUBSCRIPTION</comment>
        <translation>每个层级的下行带宽 / 上行带宽</translation>
    </message>
    <message>
        <source>Σ parts (count × idle/typical/max W) + chassis, divided by the PSU efficiency for the power at the wall; max = the vendor nameplate when published</source>
        <comment>EXPL_SERVER_POWER</comment>
        <translation>Σ 部件（数量 × 空闲/典型/最大 W）+ 机箱，再除以电源效率得到墙插功率；最大值在厂商公布时采用铭牌值</translation>
    </message>
    <message>
        <source>Σ servers + switches + storage + optics (transceivers × W per end, AOC × W per cable) + CDUs; planning IT power = typical × utilisation</source>
        <comment>EXPL_IT_POWER</comment>
        <translation>Σ 服务器 + 交换机 + 存储 + 光模块（光模块数 × 每端 W，AOC × 每根 W）+ CDU；规划 IT 功率 = 典型值 × 利用率</translation>
    </message>
    <message>
        <source>facility W = IT W × PUE</source>
        <comment>EXPL_FACILITY_POWER</comment>
        <translation>设施 W = IT W × PUE</translation>
    </message>
    <message>
        <source>per rack: Σ per-rack replicas × their max (and typical) W; optics and cables are not assigned to racks</source>
        <comment>EXPL_RACK_POWER</comment>
        <translation>每个机柜：Σ 每柜副本数 × 其最大（及典型）W；光模块和线缆不计入机柜</translation>
    </message>
    <message>
        <source>capex + years × (facility kW × 8,760 h × $%1/kWh + maintenance %2 of capex per year)</source>
        <comment>EXPL_TCO_BUY</comment>
        <translation>资本支出 + 年数 × (设施 kW × 8,760 h × $%1/kWh + 每年维护费占资本支出的 %2)</translation>
    </message>
    <message>
        <source>years × $/GPU-h × %1 GPUs × 8,760 h × utilisation %2</source>
        <comment>EXPL_TCO_RENT</comment>
        <translation>年数 × $/GPU 小时 × %1 个 GPU × 8,760 h × 利用率 %2</translation>
    </message>
    <message>
        <source>capex / (rent per year − energy per year − maintenance per year)</source>
        <comment>EXPL_TCO_BREAK_EVEN</comment>
        <translation>资本支出 / (每年租金 − 每年能耗 − 每年维护)</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>VALUE</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>VALUE_OF</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <comment>FIG_MEMORY</comment>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>weights</source>
        <comment>FIG_IN_WEIGHTS</comment>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <comment>FIG_IN_GRADIENTS</comment>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <comment>FIG_IN_OPTIMIZER</comment>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>activations</source>
        <comment>FIG_IN_ACTIVATIONS</comment>
        <translation>激活值</translation>
    </message>
    <message>
        <source>overheads</source>
        <comment>FIG_IN_OVERHEADS</comment>
        <translation>额外开销</translation>
    </message>
    <message>
        <source>  of which %1</source>
        <comment>FIG_IN_OF_WHICH</comment>
        <translation>  其中 %1</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <comment>FIG_IN_GPU_MEMORY</comment>
        <translation>显存</translation>
    </message>
    <message>
        <source>parameters</source>
        <comment>FIG_IN_PARAMETERS</comment>
        <translation>参数</translation>
    </message>
    <message>
        <source>Step time</source>
        <comment>FIG_STEP_TIME</comment>
        <translation>训练步时</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>FIG_IN_COMPUTE</comment>
        <translation>计算</translation>
    </message>
    <message>
        <source>tensor-parallel communication (exposed)</source>
        <comment>FIG_IN_TP_COMM</comment>
        <translation>张量并行通信（未掩盖）</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <comment>FIG_IN_PP_BUBBLE</comment>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>data-parallel communication (exposed)</source>
        <comment>FIG_IN_DP_COMM</comment>
        <translation>数据并行通信（未掩盖）</translation>
    </message>
    <message>
        <source>expert-parallel communication</source>
        <comment>FIG_IN_EP_COMM</comment>
        <translation>专家并行通信</translation>
    </message>
    <message>
        <source>context-parallel communication</source>
        <comment>FIG_IN_CP_COMM</comment>
        <translation>上下文并行通信</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <comment>FIG_IN_OPTIMIZER_STEP</comment>
        <translation>优化器步骤</translation>
    </message>
    <message>
        <source>micro-batches per step</source>
        <comment>FIG_IN_MICRO_BATCHES</comment>
        <translation>每步微批次数</translation>
    </message>
    <message>
        <source>data-parallel replicas</source>
        <comment>FIG_IN_DP_REPLICAS</comment>
        <translation>数据并行副本数</translation>
    </message>
    <message>
        <source>step time</source>
        <comment>FIG_IN_STEP_TIME</comment>
        <translation>训练步时</translation>
    </message>
    <message>
        <source>MFU</source>
        <comment>FIG_MFU</comment>
        <translation>MFU</translation>
    </message>
    <message>
        <source>model FLOP/s per GPU</source>
        <comment>FIG_IN_MODEL_FLOPS</comment>
        <translation>每 GPU 模型 FLOP/s</translation>
    </message>
    <message>
        <source>dense peak per GPU</source>
        <comment>FIG_IN_DENSE_PEAK</comment>
        <translation>每 GPU 稠密峰值</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <comment>FIG_IN_TOKENS_PER_S</comment>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>FIG_IN_GPUS</comment>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <comment>FIG_BOTTLENECK</comment>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Time to train</source>
        <comment>FIG_TIME_TO_TRAIN</comment>
        <translation>训练所需时间</translation>
    </message>
    <message>
        <source>tokens</source>
        <comment>FIG_IN_TOKENS</comment>
        <translation>token 数</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <comment>FIG_IN_GPU_HOURS</comment>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>IT power</source>
        <comment>FIG_IT_POWER</comment>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>typical IT power</source>
        <comment>FIG_IN_IT_TYPICAL</comment>
        <translation>IT 典型功率</translation>
    </message>
    <message>
        <source>average utilisation of typical power</source>
        <comment>FIG_IN_UTILISATION</comment>
        <translation>典型功率的平均利用率</translation>
    </message>
    <message>
        <source>maximum IT power</source>
        <comment>FIG_IN_IT_MAX</comment>
        <translation>IT 最大功率</translation>
    </message>
    <message>
        <source>  %1</source>
        <comment>FIG_IN_INDENTED</comment>
        <translation>  %1</translation>
    </message>
    <message>
        <source>server &quot;%1&quot; typical</source>
        <comment>FIG_IN_SERVER_TYPICAL</comment>
        <translation>服务器“%1”典型值</translation>
    </message>
    <message>
        <source>Facility power</source>
        <comment>FIG_FACILITY_POWER</comment>
        <translation>设施总功率</translation>
    </message>
    <message>
        <source>IT power</source>
        <comment>FIG_IN_IT_POWER</comment>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>PUE</source>
        <comment>FIG_IN_PUE</comment>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Largest rack</source>
        <comment>FIG_LARGEST_RACK</comment>
        <translation>最大机柜</translation>
    </message>
    <message>
        <source>rack &quot;%1&quot; (×%2)</source>
        <comment>FIG_IN_RACK</comment>
        <translation>机柜“%1”（×%2）</translation>
    </message>
    <message>
        <source>%1 typical, %2 max, limit %3</source>
        <comment>FIG_RACK_POWER</comment>
        <translation>典型 %1，最大 %2，上限 %3</translation>
    </message>
    <message>
        <source>Cooling</source>
        <comment>FIG_COOLING</comment>
        <translation>散热</translation>
    </message>
    <message>
        <source>liquid</source>
        <comment>FIG_COOLING_LIQUID</comment>
        <translation>液冷</translation>
    </message>
    <message>
        <source>air</source>
        <comment>FIG_COOLING_AIR</comment>
        <translation>风冷</translation>
    </message>
    <message>
        <source>largest rack</source>
        <comment>FIG_IN_LARGEST_RACK</comment>
        <translation>最大机柜</translation>
    </message>
    <message>
        <source>air limit per rack</source>
        <comment>FIG_IN_AIR_LIMIT</comment>
        <translation>单柜风冷上限</translation>
    </message>
    <message>
        <source>contained-air limit per rack</source>
        <comment>FIG_IN_CONTAINED_LIMIT</comment>
        <translation>单柜封闭通道风冷上限</translation>
    </message>
    <message>
        <source>air-cooled racks</source>
        <comment>FIG_IN_AIR_RACKS</comment>
        <translation>风冷机柜</translation>
    </message>
    <message>
        <source>liquid-cooled racks</source>
        <comment>FIG_IN_LIQUID_RACKS</comment>
        <translation>液冷机柜</translation>
    </message>
    <message>
        <source>heat at max power</source>
        <comment>FIG_IN_HEAT</comment>
        <translation>最大功率下的散热量</translation>
    </message>
    <message>
        <source>airflow for the air-cooled part</source>
        <comment>FIG_IN_AIRFLOW</comment>
        <translation>风冷部分所需风量</translation>
    </message>
    <message>
        <source>%1 CFM</source>
        <comment>FIG_CFM</comment>
        <translation>%1 CFM</translation>
    </message>
    <message>
        <source>Bisection</source>
        <comment>FIG_BISECTION</comment>
        <translation>对分带宽</translation>
    </message>
    <message>
        <source>%1 tier</source>
        <comment>FIG_IN_TIER</comment>
        <translation>%1 层级</translation>
    </message>
    <message>
        <source>%1 switches, %2 links down at %3, %4 up at %5</source>
        <comment>FIG_TIER</comment>
        <translation>%1 台交换机，%2 条下行链路（%3），%4 条上行链路（%5）</translation>
    </message>
    <message>
        <source>%1 switches, %2 links down at %3, %4 up at %5, %6:1</source>
        <comment>FIG_TIER_OVERSUBSCRIBED</comment>
        <translation>%1 台交换机，%2 条下行链路（%3），%4 条上行链路（%5），%6:1</translation>
    </message>
    <message>
        <source>Per-GPU network</source>
        <comment>FIG_INJECTION</comment>
        <translation>每 GPU 网络带宽</translation>
    </message>
    <message>
        <source>scale-up domain</source>
        <comment>FIG_IN_SCALE_UP_DOMAIN</comment>
        <translation>纵向扩展域</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <comment>FIG_GPUS</comment>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth inside a domain</source>
        <comment>FIG_IN_BUSBW_INTRA</comment>
        <translation>域内 All-Reduce 总线带宽</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth across domains</source>
        <comment>FIG_IN_BUSBW_INTER</comment>
        <translation>跨域 All-Reduce 总线带宽</translation>
    </message>
    <message>
        <source>limited by</source>
        <comment>FIG_IN_LIMITED_BY</comment>
        <translation>受限于</translation>
    </message>
    <message>
        <source>Capex (indicative)</source>
        <comment>FIG_CAPEX</comment>
        <translation>资本支出（参考）</translation>
    </message>
    <message>
        <source>items without a price (not counted)</source>
        <comment>FIG_IN_UNPRICED</comment>
        <translation>无价格的项目（未计入）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>FIG_GPUS_TITLE</comment>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>group &quot;%1&quot;</source>
        <comment>FIG_IN_GROUP</comment>
        <translation>组“%1”</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <comment>FIG_SERVERS</comment>
        <translation>%1 台服务器</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer states + activations + overheads of the fullest pipeline stage, against the GPU&apos;s memory</source>
        <comment>EXPL_MEMORY_PER_GPU</comment>
        <translation>占用最多的流水线阶段的权重 + 梯度 + 优化器状态 + 激活值 + 额外开销，与 GPU 显存容量对比</translation>
    </message>
    <message>
        <source>Σ over server groups: replicas × GPUs per server</source>
        <comment>EXPL_GPUS</comment>
        <translation>Σ 各服务器组：副本数 × 每台服务器 GPU 数</translation>
    </message>
    <message>
        <source>compute NIC bandwidth of a server / its GPUs, one direction</source>
        <comment>EXPL_INJECTION</comment>
        <translation>服务器计算网卡带宽 / 其 GPU 数，单向</translation>
    </message>
    <message>
        <source>compute + exposed TP + pipeline bubble and p2p + exposed DP + EP + CP + optimizer; per stage m·t_stage + (p−1)/v·t_stage</source>
        <comment>EXPL_STEP_TIME</comment>
        <translation>计算 + 未掩盖的 TP + 流水线气泡与点对点传输 + 未掩盖的 DP + EP + CP + 优化器；每个阶段 m·t_stage + (p−1)/v·t_stage</translation>
    </message>
    <message>
        <source>per layer and micro-batch, every GEMM by shape (M = b·s/c tokens, N and K = hidden, heads·d, FFN over t; experts as one grouped GEMM of tokens·topK/experts rows): max(2·M·N·K/(peak·%1·quantisation), (M·K + K·N + M·N)·bytes/HBM) for forward, input- and weight-gradient GEMMs; quantisation = useful/launched tile area on %2 SMs (best of 128×128, 256×128, 128×256 tiles, whole waves); + attention + element-wise bytes/(%3 of HBM bandwidth); a layer is at least its host launch time</source>
        <comment>EXPL_COMPUTE</comment>
        <translation>按层和微批次，每个 GEMM 按形状计算（M = b·s/c 个 token，N 和 K = hidden、heads·d、FFN 除以 t；专家作为一个分组 GEMM，行数为 tokens·topK/experts）：前向、输入梯度和权重梯度 GEMM 取 max(2·M·N·K/(峰值·%1·量化), (M·K + K·N + M·N)·字节数/HBM)；量化 = %2 个 SM 上有效/实际启动的 tile 面积之比（取 128×128、256×128、128×256 tile 中最优者，按完整波次）；+ 注意力 + 逐元素字节数/(HBM 带宽的 %3)；每层至少为其主机端启动时间</translation>
    </message>
    <message>
        <source>batched GEMMs 4·b·s²·h/t at the GEMM rate + 13 bytes per score element through HBM</source>
        <comment>EXPL_ATTENTION_GEMM</comment>
        <translation>批量 GEMM 4·b·s²·h/t 按 GEMM 速率计算 + 每个得分元素 13 字节经过 HBM</translation>
    </message>
    <message>
        <source>(p−1)/v · t_stage of the slowest stage (uneven stages: first/last layer counts, embedding and loss as layers), plus 2·v point-to-point transfers of b·s·h·2/t bytes</source>
        <comment>EXPL_PP_BUBBLE</comment>
        <translation>最慢阶段的 (p−1)/v · t_stage（阶段不均时：计入首/末层数，嵌入和损失计为层），再加 2·v 次 b·s·h·2/t 字节的点对点传输</translation>
    </message>
    <message>
        <source>gradients 2Ψ_gpu bytes: all-reduce (ZeRO-0), reduce-scatter + all-gather (ZeRO-1/2), 3 collectives per micro-batch (ZeRO-3) over dp·cp ranks on %1, minus %2 of the last micro-batch&apos;s backward</source>
        <comment>EXPL_DP_COMM</comment>
        <translation>梯度 2Ψ_gpu 字节：All-Reduce（ZeRO-0），Reduce-Scatter + All-Gather（ZeRO-1/2），每个微批次 3 次集合通信（ZeRO-3），在 %1 上跨 dp·cp 个 rank，减去最后一个微批次反向传播的 %2</translation>
    </message>
    <message>
        <source>4 all-to-alls (dispatch, combine; forward, backward) of b·s·topK·h·2 bytes per MoE layer</source>
        <comment>EXPL_EP_COMM</comment>
        <translation>每个 MoE 层 4 次 All-to-All（分发、合并；前向、反向），每次 b·s·topK·h·2 字节</translation>
    </message>
    <message>
        <source>ring attention: 3·(cp−1) K/V chunks of b·(s/cp)·2·kvDim·2/t bytes, hidden under attention</source>
        <comment>EXPL_CP_COMM</comment>
        <translation>环形注意力：3·(cp−1) 个 K/V 块，每块 b·(s/cp)·2·kvDim·2/t 字节，被注意力计算掩盖</translation>
    </message>
    <message>
        <source>local parameters × %1 bytes (states read and written) / HBM bandwidth</source>
        <comment>EXPL_OPTIMIZER</comment>
        <translation>本地参数 × %1 字节（状态读写）/ HBM 带宽</translation>
    </message>
    <message>
        <source>global batch · s / step time</source>
        <comment>EXPL_TOKENS_PER_S</comment>
        <translation>全局批次 · s / 训练步时</translation>
    </message>
    <message>
        <source>3 · tokens · Σ_layers(GEMM + 4·s·h) + 2·h·V per token / step / GPUs (no recompute)</source>
        <comment>EXPL_MODEL_FLOPS</comment>
        <translation>3 · token 数 · Σ_层(GEMM + 4·s·h) + 每 token 2·h·V / 步 / GPU 数（不含重计算）</translation>
    </message>
    <message>
        <source>model FLOPs + recomputed forward (full) or attention scores (selective without FlashAttention)</source>
        <comment>EXPL_HARDWARE_FLOPS</comment>
        <translation>模型 FLOPs + 重计算的前向（完整）或注意力得分（未使用 FlashAttention 的选择性重计算）</translation>
    </message>
    <message>
        <source>model FLOP/s per GPU / dense job-precision peak of %1</source>
        <comment>EXPL_MFU</comment>
        <translation>每 GPU 模型 FLOP/s / %1 在任务精度下的稠密峰值</translation>
    </message>
    <message>
        <source>model FLOP/s per GPU / dense FP32 peak of %1</source>
        <comment>EXPL_MFU_FP32</comment>
        <translation>每 GPU 模型 FLOP/s / %1 的 FP32 稠密峰值</translation>
    </message>
    <message>
        <source>hardware FLOP/s per GPU / dense peak</source>
        <comment>EXPL_HFU</comment>
        <translation>每 GPU 硬件 FLOP/s / 稠密峰值</translation>
    </message>
    <message>
        <source>tokens / tokens per second</source>
        <comment>EXPL_TIME_TO_TRAIN</comment>
        <translation>token 数 / 每秒 token 数</translation>
    </message>
    <message>
        <source>GPUs × time to train / 3600</source>
        <comment>EXPL_GPU_HOURS</comment>
        <translation>GPU 数 × 训练所需时间 / 3600</translation>
    </message>
    <message>
        <source>the part of the step breakdown with the largest share</source>
        <comment>EXPL_BOTTLENECK</comment>
        <translation>训练步时构成中占比最大的部分</translation>
    </message>
    <message>
        <source>facility W × job share (%1 of %2 GPUs) × wall hours; wall = time to train / goodput</source>
        <comment>EXPL_RUN_ENERGY</comment>
        <translation>设施 W × 任务份额（%2 个 GPU 中的 %1）× 实际小时数；实际时间 = 训练所需时间 / 有效训练率</translation>
    </message>
    <message>
        <source>energy × grid intensity %1 kg/kWh</source>
        <comment>EXPL_RUN_CO2</comment>
        <translation>能耗 × 电网碳排放强度 %1 kg/kWh</translation>
    </message>
    <message>
        <source>capex share × run years / %1 amortisation years + maintenance %2/year × run years + energy × $/kWh</source>
        <comment>EXPL_RUN_COST_BUY</comment>
        <translation>资本支出份额 × 训练年数 / %1 年摊销期 + 每年维护费 %2 × 训练年数 + 能耗 × $/kWh</translation>
    </message>
    <message>
        <source>$/GPU-h × GPUs × wall hours</source>
        <comment>EXPL_RUN_COST_RENT</comment>
        <translation>$/GPU 小时 × GPU 数 × 实际小时数</translation>
    </message>
    <message>
        <source>(capex/years + maintenance per year) / (8,760 h × (rent per hour − energy per hour))</source>
        <comment>EXPL_RUN_BREAK_EVEN</comment>
        <translation>(资本支出/年数 + 每年维护费) / (8,760 h × (每小时租金 − 每小时能耗))</translation>
    </message>
    <message>
        <source>Ψ × %1 B/param (weights + fp32 master + optimizer states); LoRA: adapters only</source>
        <comment>EXPL_CHECKPOINT_BYTES</comment>
        <translation>Ψ × %1 B/参数（权重 + fp32 主权重 + 优化器状态）；LoRA：仅适配器</translation>
    </message>
    <message>
        <source>size / min(storage write bandwidth, storage NICs, the job&apos;s compute NICs, fabric bisection); limited by %1</source>
        <comment>EXPL_CHECKPOINT_WRITE</comment>
        <translation>大小 / min(存储写入带宽, 存储网卡, 任务的计算网卡, 网络对分带宽)；受限于 %1</translation>
    </message>
    <message>
        <source>size / the read side of the same path</source>
        <comment>EXPL_CHECKPOINT_RESTORE</comment>
        <translation>大小 / 同一路径的读取端</translation>
    </message>
    <message>
        <source>tokens/s × %1 B per token (pre-tokenised ids, uint16 if vocab ≤ 65,536 else int32)</source>
        <comment>EXPL_DATA_READ</comment>
        <translation>tokens/s × 每 token %1 B（预先分词的 ID，词表 ≤ 65,536 时为 uint16，否则为 int32）</translation>
    </message>
    <message>
        <source>min(storage read bandwidth, storage NICs, compute NICs, bisection)</source>
        <comment>EXPL_DATA_READ_AVAILABLE</comment>
        <translation>min(存储读取带宽, 存储网卡, 计算网卡, 对分带宽)</translation>
    </message>
    <message>
        <source>1 / (GPUs / %1 h + servers / %2 h)</source>
        <comment>EXPL_JOB_MTBF</comment>
        <translation>1 / (GPU 数 / %1 h + 服务器数 / %2 h)</translation>
    </message>
    <message>
        <source>τ = √(2·δ·M) − δ, δ = checkpoint write time (≥ 1 s), M = job MTBF</source>
        <comment>EXPL_CHECKPOINT_INTERVAL</comment>
        <translation>τ = √(2·δ·M) − δ，δ = 检查点写入时间（≥ 1 s），M = 任务 MTBF</translation>
    </message>
    <message>
        <source>(1 − (τ/2 + R)/M) / (1 + δ/τ); R = restart + restore time</source>
        <comment>EXPL_GOODPUT</comment>
        <translation>(1 − (τ/2 + R)/M) / (1 + δ/τ)；R = 重启 + 恢复时间</translation>
    </message>
    <message>
        <source>Σ layers (attention 2h² + 2h·kvDim, MLP 2·h·f or 3·h·f gated, MoE experts × MLP + router) + embeddings V·h (×2 untied)</source>
        <comment>EXPL_PARAMS</comment>
        <translation>Σ 层（注意力 2h² + 2h·kvDim，MLP 2·h·f，门控时 3·h·f，MoE 专家数 × MLP + 路由器）+ 嵌入 V·h（不共享时 ×2）</translation>
    </message>
    <message>
        <source>as params, with top-k (+ shared) experts per MoE layer</source>
        <comment>EXPL_ACTIVE_PARAMS</comment>
        <translation>同参数量，但每个 MoE 层只计 top-k（+ 共享）专家</translation>
    </message>
    <message>
        <source>Ψ_gpu × bytes per weight, Ψ_gpu = stage parameters / t (/ d with ZeRO-3)</source>
        <comment>EXPL_MEM_WEIGHTS</comment>
        <translation>Ψ_gpu × 每个权重的字节数，Ψ_gpu = 阶段参数 / t（ZeRO-3 时再 / d）</translation>
    </message>
    <message>
        <source>Ψ_gpu × 2 B (/ d with ZeRO-2 and -3)</source>
        <comment>EXPL_MEM_GRADIENTS</comment>
        <translation>Ψ_gpu × 2 B（ZeRO-2 和 ZeRO-3 时 / d）</translation>
    </message>
    <message>
        <source>Ψ_gpu × 12 B for mixed-precision Adam (/ d with ZeRO-1 and up or the distributed optimizer; 6 B for 8-bit optimizers)</source>
        <comment>EXPL_MEM_OPTIMIZER</comment>
        <translation>混合精度 Adam 为 Ψ_gpu × 12 B（ZeRO-1 及以上或分布式优化器时 / d；8 位优化器为 6 B）</translation>
    </message>
    <message>
        <source>per layer s·b·h·(34 + 5·a·s/h) bytes, split by t (sequence parallelism), reduced by recompute/FlashAttention, × layers in flight on the first stage</source>
        <comment>EXPL_MEM_ACTIVATIONS</comment>
        <translation>每层 s·b·h·(34 + 5·a·s/h) 字节，按 t 切分（序列并行），经重计算/FlashAttention 减少，× 第一个阶段上同时在途的层数</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>EXPL_MEM_OVERHEAD</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>named overheads</source>
        <comment>EXPL_MEM_OTHER</comment>
        <translation>列明的额外开销</translation>
    </message>
    <message>
        <source>total of the fullest stage ≤ GPU memory capacity</source>
        <comment>EXPL_MEM_FITS</comment>
        <translation>占用最多的阶段的总量 ≤ GPU 显存容量</translation>
    </message>
    <message>
        <source>largest micro-batch whose activations still fit next to the model states</source>
        <comment>EXPL_MAX_MICRO_BATCH</comment>
        <translation>激活值仍能与模型状态一起放下的最大微批次</translation>
    </message>
    <message>
        <source>offloaded states × GPUs per server + buffers</source>
        <comment>EXPL_HOST_BYTES</comment>
        <translation>卸载的状态 × 每台服务器 GPU 数 + 缓冲区</translation>
    </message>
    <message>
        <source>ClusterCanvas convention (assumption, no published source)</source>
        <comment>SRC_CONVENTION</comment>
        <translation>ClusterCanvas 约定（假设，无公开来源）</translation>
    </message>
    <message>
        <source>ClusterCanvas convention (assumption: no spare units); CDU capacity from the CDU&apos;s datasheet in the catalog</source>
        <comment>SRC_CONVENTION_CDU</comment>
        <translation>ClusterCanvas 约定（假设：无备用设备）；CDU 容量来自组件目录中该 CDU 的数据手册</translation>
    </message>
    <message>
        <source>definition</source>
        <comment>SRC_DEFINITION</comment>
        <translation>定义</translation>
    </message>
    <message>
        <source>count of the design</source>
        <comment>SRC_DESIGN_COUNT</comment>
        <translation>设计中的计数</translation>
    </message>
    <message>
        <source>component datasheets (each catalog entry names its datasheet and date)</source>
        <comment>SRC_DATASHEETS</comment>
        <translation>组件数据手册（每个目录条目都注明其数据手册及日期）</translation>
    </message>
    <message>
        <source>component datasheets (each catalog entry names its datasheet and date); PSU efficiency at typical load from the PSU&apos;s datasheet</source>
        <comment>SRC_DATASHEETS_PSU</comment>
        <translation>组件数据手册（每个目录条目都注明其数据手册及日期）；典型负载下的电源效率来自该电源的数据手册</translation>
    </message>
    <message>
        <source>Uptime Institute Intelligence, &quot;Large data centers are mostly more efficient&quot; (Q4 2023): industry average PUE 1.58 (2023)</source>
        <comment>SRC_PUE_UPTIME</comment>
        <translation>Uptime Institute Intelligence，“Large data centers are mostly more efficient”（2023 年第四季度）：行业平均 PUE 1.58（2023 年）</translation>
    </message>
    <message>
        <source>1 W = 3.412 BTU/h (NIST Special Publication 811, Guide for the Use of the International System of Units, 2008)</source>
        <comment>SRC_HEAT_CONVERSION</comment>
        <translation>1 W = 3.412 BTU/h（NIST 特别出版物 811，Guide for the Use of the International System of Units，2008 年）</translation>
    </message>
    <message>
        <source>sensible-heat equation for sea-level air, Q [BTU/h] = 1.08 × CFM × ΔT [°F] (ASHRAE Handbook — Fundamentals); check: coolnetsystem.com, 120 kW at ΔT 20 °F needs ≈ 19,000 CFM</source>
        <comment>SRC_SENSIBLE_HEAT</comment>
        <translation>海平面空气的显热方程 Q [BTU/h] = 1.08 × CFM × ΔT [°F]（ASHRAE Handbook — Fundamentals）；校核：coolnetsystem.com，120 kW 在 ΔT 20 °F 时约需 19,000 CFM</translation>
    </message>
    <message>
        <source>Uptime Institute survey 2023; coolnetpower.com, dcxps.com</source>
        <comment>SRC_AIR_THRESHOLDS_SHORT</comment>
        <translation>Uptime Institute 2023 年调查；coolnetpower.com、dcxps.com</translation>
    </message>
    <message>
        <source>indicative prices from the catalog, each with its source and date (priceAsOf); not quotes</source>
        <comment>SRC_CATALOG_PRICES</comment>
        <translation>来自组件目录的参考价格，均注明来源和日期（priceAsOf）；并非报价</translation>
    </message>
    <message>
        <source>capex from the infrastructure analysis (indicative catalog prices with their dates); energy at the facility&apos;s price per kWh</source>
        <comment>SRC_TCO_BUY</comment>
        <translation>资本支出来自基础设施分析（目录参考价及其日期）；能耗按设施每 kWh 电价计算</translation>
    </message>
    <message>
        <source>cloud prices: %1</source>
        <comment>SRC_RENT_PRICE</comment>
        <translation>云端价格：%1</translation>
    </message>
    <message>
        <source>C. E. Leiserson, &quot;Fat-trees: universal networks for hardware-efficient supercomputing&quot;, IEEE Transactions on Computers C-34(10), 1985 (min-cut argument)</source>
        <comment>SRC_FATTREE_MINCUT</comment>
        <translation>C. E. Leiserson，“Fat-trees: universal networks for hardware-efficient supercomputing”，IEEE Transactions on Computers C-34(10)，1985（最小割论证）</translation>
    </message>
    <message>
        <source>R. Thakur, R. Rabenseifner, W. Gropp, &quot;Optimization of collective communication operations in MPICH&quot;, IJHPCA 19(1), 2005; NVIDIA nccl-tests, &quot;Performance reported by NCCL tests&quot; (bus bandwidth)</source>
        <comment>SRC_RING_ALLREDUCE</comment>
        <translation>R. Thakur、R. Rabenseifner、W. Gropp，“Optimization of collective communication operations in MPICH”，IJHPCA 19(1)，2005；NVIDIA nccl-tests，“Performance reported by NCCL tests”（总线带宽）</translation>
    </message>
    <message>
        <source>S. Rajbhandari et al., &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot;, SC 2020 (arXiv 2019); V. Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, MLSys 2023 (arXiv 2022)</source>
        <comment>SRC_MEMORY_PER_GPU</comment>
        <translation>S. Rajbhandari 等，“ZeRO: Memory Optimizations Toward Training Trillion Parameter Models”，SC 2020（arXiv 2019）；V. Korthikanti 等，“Reducing Activation Recomputation in Large Transformer Models”，MLSys 2023（arXiv 2022）</translation>
    </message>
    <message>
        <source>definition (NCCL&apos;s bus bandwidth uses the same per-GPU share; NVIDIA nccl-tests, &quot;Performance reported by NCCL tests&quot;)</source>
        <comment>SRC_INJECTION</comment>
        <translation>定义（NCCL 的总线带宽采用相同的每 GPU 份额；NVIDIA nccl-tests，“Performance reported by NCCL tests”）</translation>
    </message>
    <message>
        <source>D. Narayanan et al., &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot;, SC 2021, §2.2 (1F1B, interleaving); ClusterCanvas step model (assumption: the terms add, overlap as stated per term)</source>
        <comment>SRC_STEP_MODEL</comment>
        <translation>D. Narayanan 等，“Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM”，SC 2021，§2.2（1F1B、交错）；ClusterCanvas 步时模型（假设：各项相加，按各项所述方式重叠）</translation>
    </message>
    <message>
        <source>%1; sustained clock: %2; tiles and waves: NVIDIA, Matrix Multiplication Background User&apos;s Guide (2023); SMs: %3; HBM: %4; host: %5</source>
        <comment>SRC_COMPUTE</comment>
        <translation>%1；持续频率：%2；tile 与波次：NVIDIA，Matrix Multiplication Background User&apos;s Guide（2023）；SM：%3；HBM：%4；主机：%5</translation>
    </message>
    <message>
        <source>%1; %2; V. Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, MLSys 2023 (arXiv 2022), §4 (score tensors)</source>
        <comment>SRC_ATTENTION</comment>
        <translation>%1；%2；V. Korthikanti 等，“Reducing Activation Recomputation in Large Transformer Models”，MLSys 2023（arXiv 2022），§4（得分张量）</translation>
    </message>
    <message>
        <source>M. Shoeybi et al., &quot;Megatron-LM: Training Multi-Billion Parameter Language Models Using Model Parallelism&quot; (arXiv 2019), §3 (two all-reduces forward, two backward per layer); %1; link: %2</source>
        <comment>SRC_TP_COMM</comment>
        <translation>M. Shoeybi 等，“Megatron-LM: Training Multi-Billion Parameter Language Models Using Model Parallelism”（arXiv 2019），§3（每层前向两次、反向两次 All-Reduce）；%1；链路：%2</translation>
    </message>
    <message>
        <source>D. Narayanan et al., &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot;, SC 2021, §2.2.2 and §4.1 (scatter/gather)</source>
        <comment>SRC_PP_BUBBLE</comment>
        <translation>D. Narayanan 等，“Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM”，SC 2021，§2.2.2 与 §4.1（scatter/gather）</translation>
    </message>
    <message>
        <source>S. Rajbhandari et al., &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot;, SC 2020 (arXiv 2019); %1; link: %2</source>
        <comment>SRC_DP_COMM</comment>
        <translation>S. Rajbhandari 等，“ZeRO: Memory Optimizations Toward Training Trillion Parameter Models”，SC 2020（arXiv 2019）；%1；链路：%2</translation>
    </message>
    <message>
        <source>D. Lepikhin et al., &quot;GShard: Scaling Giant Models with Conditional Computation and Automatic Sharding&quot; (arXiv 2020): dispatch and combine all-to-alls per MoE layer</source>
        <comment>SRC_EP_COMM</comment>
        <translation>D. Lepikhin 等，“GShard: Scaling Giant Models with Conditional Computation and Automatic Sharding”（arXiv 2020）：每个 MoE 层的分发与合并 All-to-All</translation>
    </message>
    <message>
        <source>H. Liu et al., &quot;Ring Attention with Blockwise Transformers for Near-Infinite Context&quot; (arXiv 2023); NVIDIA Megatron Core context parallelism documentation</source>
        <comment>SRC_CP_COMM</comment>
        <translation>H. Liu 等，“Ring Attention with Blockwise Transformers for Near-Infinite Context”（arXiv 2023）；NVIDIA Megatron Core 上下文并行文档</translation>
    </message>
    <message>
        <source>memory-bound AdamW update; ClusterCanvas convention (assumption)</source>
        <comment>SRC_OPTIMIZER</comment>
        <translation>受访存限制的 AdamW 更新；ClusterCanvas 约定（假设）</translation>
    </message>
    <message>
        <source>D. Narayanan et al., &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot;, SC 2021, eq. 3 generalised (GQA, gated MLP, MoE active experts); V. Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, MLSys 2023 (arXiv 2022), eq. 7</source>
        <comment>SRC_MODEL_FLOPS</comment>
        <translation>D. Narayanan 等，“Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM”，SC 2021，式 3 的推广（GQA、门控 MLP、MoE 激活专家）；V. Korthikanti 等，“Reducing Activation Recomputation in Large Transformer Models”，MLSys 2023（arXiv 2022），式 7</translation>
    </message>
    <message>
        <source>V. Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, MLSys 2023 (arXiv 2022), eq. 8</source>
        <comment>SRC_HARDWARE_FLOPS</comment>
        <translation>V. Korthikanti 等，“Reducing Activation Recomputation in Large Transformer Models”，MLSys 2023（arXiv 2022），式 8</translation>
    </message>
    <message>
        <source>A. Chowdhery et al., &quot;PaLM: Scaling Language Modeling with Pathways&quot; (arXiv 2022), MFU definition</source>
        <comment>SRC_MFU</comment>
        <translation>A. Chowdhery 等，“PaLM: Scaling Language Modeling with Pathways”（arXiv 2022），MFU 定义</translation>
    </message>
    <message>
        <source>V. Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, MLSys 2023 (arXiv 2022) (hardware FLOPs utilisation)</source>
        <comment>SRC_HFU</comment>
        <translation>V. Korthikanti 等，“Reducing Activation Recomputation in Large Transformer Models”，MLSys 2023（arXiv 2022）（硬件算力利用率）</translation>
    </message>
    <message>
        <source>the design&apos;s facility setting (grid carbon intensity, kg CO₂ per kWh)</source>
        <comment>SRC_GRID_SETTING</comment>
        <translation>设计中的设施设置（电网碳排放强度，每 kWh 的 kg CO₂）</translation>
    </message>
    <message>
        <source>S. Rajbhandari et al., &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot;, SC 2020 (arXiv 2019): 16 B/param of mixed-precision Adam state, of which the fp16 gradients are not saved (14 B/param)</source>
        <comment>SRC_CHECKPOINT_BYTES</comment>
        <translation>S. Rajbhandari 等，“ZeRO: Memory Optimizations Toward Training Trillion Parameter Models”，SC 2020（arXiv 2019）：混合精度 Adam 状态为 16 B/参数，其中 fp16 梯度不保存（14 B/参数）</translation>
    </message>
    <message>
        <source>assumption: Megatron-LM indexed datasets (pre-tokenised), each token read once</source>
        <comment>SRC_DATA_READ</comment>
        <translation>假设：Megatron-LM 索引数据集（预先分词），每个 token 读取一次</translation>
    </message>
    <message>
        <source>A. Grattafiori et al. (Llama Team, Meta), &quot;The Llama 3 Herd of Models&quot; (arXiv 2024), §3.3.4 and Table 5: 419 unexpected interruptions in 54 days on 16,384 H100, 58.7 % GPU-related; the rest attributed per server (assumption)</source>
        <comment>SRC_FAILURES_LLAMA3</comment>
        <translation>A. Grattafiori 等（Meta Llama 团队），“The Llama 3 Herd of Models”（arXiv 2024），§3.3.4 与表 5：16,384 张 H100 在 54 天内发生 419 次意外中断，58.7 % 与 GPU 有关；其余按服务器分摊（假设）</translation>
    </message>
    <message>
        <source>J. W. Young, &quot;A first order approximation to the optimum checkpoint interval&quot;, Communications of the ACM 17(9), 1974; J. T. Daly, &quot;A higher order estimate of the optimum checkpoint interval for restart dumps&quot;, Future Generation Computer Systems 22(3), 2006</source>
        <comment>SRC_YOUNG_DALY</comment>
        <translation>J. W. Young，“A first order approximation to the optimum checkpoint interval”，Communications of the ACM 17(9)，1974 年；J. T. Daly，“A higher order estimate of the optimum checkpoint interval for restart dumps”，Future Generation Computer Systems 22(3)，2006 年</translation>
    </message>
    <message>
        <source>J. T. Daly, &quot;A higher order estimate of the optimum checkpoint interval for restart dumps&quot;, Future Generation Computer Systems 22(3), 2006 (lost work ≈ τ/2 per failure)</source>
        <comment>SRC_GOODPUT</comment>
        <translation>J. T. Daly，“A higher order estimate of the optimum checkpoint interval for restart dumps”，Future Generation Computer Systems 22(3)，2006（每次故障损失的工作量 ≈ τ/2）</translation>
    </message>
    <message>
        <source>D. Narayanan et al., &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot;, SC 2021, eq. 2 (generalised to GQA and gated MLPs)</source>
        <comment>SRC_PARAMS</comment>
        <translation>D. Narayanan 等，“Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM”，SC 2021，式 2（推广到 GQA 和门控 MLP）</translation>
    </message>
    <message>
        <source>W. Fedus, B. Zoph, N. Shazeer, &quot;Switch Transformers&quot;, JMLR 2022 (active parameters per token); D. Narayanan et al., &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot;, SC 2021, eq. 2</source>
        <comment>SRC_PARAMS_MOE</comment>
        <translation>W. Fedus、B. Zoph、N. Shazeer，“Switch Transformers”，JMLR 2022（每 token 激活参数）；D. Narayanan 等，“Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM”，SC 2021，式 2</translation>
    </message>
    <message>
        <source>S. Rajbhandari et al., &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot;, SC 2020 (arXiv 2019)</source>
        <comment>SRC_ZERO</comment>
        <translation>S. Rajbhandari 等，“ZeRO: Memory Optimizations Toward Training Trillion Parameter Models”，SC 2020（arXiv 2019）</translation>
    </message>
    <message>
        <source>S. Rajbhandari et al., &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot;, SC 2020 (arXiv 2019) (K = 12 bytes per parameter for mixed-precision Adam); T. Dettmers et al., &quot;8-bit Optimizers via Block-wise Quantization&quot;, ICLR 2022</source>
        <comment>SRC_ZERO_OPTIMIZER</comment>
        <translation>S. Rajbhandari 等，“ZeRO: Memory Optimizations Toward Training Trillion Parameter Models”，SC 2020（arXiv 2019）（混合精度 Adam 每参数 K = 12 字节）；T. Dettmers 等，“8-bit Optimizers via Block-wise Quantization”，ICLR 2022</translation>
    </message>
    <message>
        <source>V. Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, MLSys 2023 (arXiv 2022), eq. 1-6 and Table 2</source>
        <comment>SRC_ACTIVATIONS</comment>
        <translation>V. Korthikanti 等，“Reducing Activation Recomputation in Large Transformer Models”，MLSys 2023（arXiv 2022），式 1–6 与表 2</translation>
    </message>
    <message>
        <source>assumption: CUDA context, NCCL buffers and allocator fragmentation as named fixed overheads (each named in the breakdown)</source>
        <comment>SRC_MEM_OVERHEADS</comment>
        <translation>假设：CUDA 上下文、NCCL 缓冲区和分配器碎片作为列明的固定开销（在构成中逐项列出）</translation>
    </message>
    <message>
        <source>J. Ren et al., &quot;ZeRO-Offload: Democratizing Billion-Scale Model Training&quot;, USENIX ATC 2021</source>
        <comment>SRC_ZERO_OFFLOAD</comment>
        <translation>J. Ren 等，“ZeRO-Offload: Democratizing Billion-Scale Model Training”，USENIX ATC 2021</translation>
    </message>
    <message>
        <source>Memory per GPU %1 of %2 (%3).</source>
        <comment>LIMIT_MEMORY</comment>
        <translation>每 GPU 显存 %1 / %2（%3）。</translation>
    </message>
    <message>
        <source>Memory per GPU %1 of %2 (%3): the job does not fit.</source>
        <comment>LIMIT_MEMORY_NOT_FIT</comment>
        <translation>每 GPU 显存 %1 / %2（%3）：训练任务放不下。</translation>
    </message>
    <message>
        <source>%1 brings it to %2.</source>
        <comment>LIMIT_MEMORY_FIX_ADVICE</comment>
        <translation>%1 可将其降至 %2。</translation>
    </message>
    <message>
        <source>Little headroom for a longer sequence or a larger micro-batch.</source>
        <comment>LIMIT_MEMORY_FIX_HEADROOM</comment>
        <translation>几乎没有余量容纳更长的序列或更大的微批次。</translation>
    </message>
    <message>
        <source>Arithmetic takes %1 of the %2 step, at %3 MFU.</source>
        <comment>LIMIT_COMPUTE</comment>
        <translation>计算占 %2 训练步时中的 %1，MFU 为 %3。</translation>
    </message>
    <message>
        <source>The job is compute-bound: faster GPUs or lower precision (FP8) shorten the step.</source>
        <comment>LIMIT_COMPUTE_FIX</comment>
        <translation>该任务受计算限制：更快的 GPU 或更低的精度（FP8）可缩短训练步时。</translation>
    </message>
    <message>
        <source>Tensor/context-parallel traffic adds %1 (%2 of the step) on the scale-up links.</source>
        <comment>LIMIT_SCALE_UP</comment>
        <translation>张量/上下文并行流量在纵向扩展链路上增加了 %1（占训练步时的 %2）。</translation>
    </message>
    <message>
        <source>Overlap TP communication, use a smaller TP, or a larger NVLink domain.</source>
        <comment>LIMIT_SCALE_UP_FIX</comment>
        <translation>让 TP 通信与计算重叠、减小 TP，或使用更大的 NVLink 域。</translation>
    </message>
    <message>
        <source>Exposed data/expert-parallel traffic adds %1 (%2 of the step); across servers it is limited by %3.</source>
        <comment>LIMIT_SCALE_OUT</comment>
        <translation>未被掩盖的数据/专家并行流量增加了 %1（占训练步时的 %2）；跨服务器时受限于 %3。</translation>
    </message>
    <message>
        <source>Add uplinks to bring the tier to 1:1, or keep data-parallel groups inside a leaf.</source>
        <comment>LIMIT_SCALE_OUT_FIX_TIER</comment>
        <translation>增加上行链路使该层级达到 1:1，或把数据并行组限制在一个 Leaf 之内。</translation>
    </message>
    <message>
        <source>Faster or more NICs per GPU, or more gradient-accumulation steps per sync.</source>
        <comment>LIMIT_SCALE_OUT_FIX_NIC</comment>
        <translation>每个 GPU 配更快或更多的网卡，或在每次同步前做更多次梯度累积。</translation>
    </message>
    <message>
        <source>the NICs</source>
        <comment>LIMITED_BY_NICS</comment>
        <translation>网卡</translation>
    </message>
    <message>
        <source>the %1 uplinks</source>
        <comment>LIMITED_BY_UPLINKS</comment>
        <translation>%1 上行链路</translation>
    </message>
    <message>
        <source>Pipeline stages sit idle %1 per step (%2) with %3 micro-batches.</source>
        <comment>LIMIT_BUBBLE</comment>
        <translation>使用 %3 个微批次时，流水线各阶段每步空闲 %1（%2）。</translation>
    </message>
    <message>
        <source>More micro-batches per step, interleaved stages, or a smaller pipeline.</source>
        <comment>LIMIT_BUBBLE_FIX</comment>
        <translation>每步使用更多微批次、交错流水线阶段，或缩小流水线规模。</translation>
    </message>
    <message>
        <source>A checkpoint of %1 takes %2 every %3; goodput %4; training data needs %5 of %6.</source>
        <comment>LIMIT_STORAGE</comment>
        <translation>每 %3 保存一次 %1 的检查点，耗时 %2；有效训练率 %4；训练数据需要 %5，可用 %6。</translation>
    </message>
    <message>
        <source>Checkpoint writes are limited by %1.</source>
        <comment>LIMIT_STORAGE_FIX</comment>
        <translation>检查点写入受限于 %1。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; draws up to %2 of its %3 limit (%4).</source>
        <comment>LIMIT_RACK_POWER</comment>
        <translation>机柜“%1”最多耗电 %2，其上限为 %3（%4）。</translation>
    </message>
    <message>
        <source>Put fewer servers in each rack or raise the rack&apos;s power feed.</source>
        <comment>LIMIT_RACK_POWER_FIX</comment>
        <translation>每个机柜少放一些服务器，或提高机柜的供电容量。</translation>
    </message>
    <message>
        <source>%1 racks need liquid cooling (%2 of heat to liquid, %3 CDUs).</source>
        <comment>LIMIT_COOLING_LIQUID</comment>
        <translation>%1 个机柜需要液冷（%2 热量进入液冷，%3 台 CDU）。</translation>
    </message>
    <message>
        <source>The fullest rack at %1 is %2 of the %3 air-cooling limit.</source>
        <comment>LIMIT_COOLING_AIR</comment>
        <translation>最满的机柜为 %1，达到 %3 风冷上限的 %2。</translation>
    </message>
    <message>
        <source>The %1 tier is %2:1 oversubscribed: traffic leaving it gets %3 of the bandwidth entering it.</source>
        <comment>LIMIT_OVERSUBSCRIBED</comment>
        <translation>%1 层级的收敛比为 %2:1：离开该层级的流量只能获得进入带宽的 %3。</translation>
    </message>
    <message>
        <source>Add uplinks (or spine switches) for 1:1, if the job&apos;s traffic crosses this tier.</source>
        <comment>LIMIT_OVERSUBSCRIBED_FIX</comment>
        <translation>如果任务流量会穿过该层级，请增加上行链路（或 Spine 交换机）以达到 1:1。</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>LIMIT_COST</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Capex %1</source>
        <comment>LIMIT_COST_CAPEX</comment>
        <translation>资本支出 %1</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <comment>LIMIT_COST_PER_GPU</comment>
        <translation>每 GPU %1</translation>
    </message>
    <message>
        <source>%1 items have no price</source>
        <comment>LIMIT_COST_UNPRICED</comment>
        <translation>%1 项没有价格</translation>
    </message>
    <message>
        <source>Goodput is %1: the job fails every %2 on average and each checkpoint takes %3.</source>
        <comment>TRAINING_LOW_GOODPUT</comment>
        <translation>有效训练率为 %1：任务平均每 %2 失败一次，每次保存检查点需要 %3。</translation>
    </message>
    <message>
        <source>Write checkpoints faster (more storage bandwidth, asynchronous checkpointing) or shorten the restart.</source>
        <comment>TRAINING_LOW_GOODPUT_FIX</comment>
        <translation>更快地写入检查点（更高的存储带宽、异步检查点），或缩短重启时间。</translation>
    </message>
    <message>
        <source>There is no default cloud price for &apos;%1&apos; GPUs, so the rented cost is not computed.</source>
        <comment>TRAINING_NO_CLOUD_PRICE</comment>
        <translation>“%1” GPU 没有默认云端价格，因此未计算租用成本。</translation>
    </message>
    <message>
        <source>Set run.cloudUsdPerGpuHour in the workload.</source>
        <comment>TRAINING_NO_CLOUD_PRICE_FIX</comment>
        <translation>请在工作负载中设置 run.cloudUsdPerGpuHour。</translation>
    </message>
    <message>
        <source>Renting is cheaper even at 100 % utilisation (break-even would be %1).</source>
        <comment>TRAINING_RENTING_CHEAPER</comment>
        <translation>即使利用率达到 100 %，租用也更便宜（盈亏平衡点需要 %1）。</translation>
    </message>
    <message>
        <source>No storage system is drawn: checkpoints and training data use the servers&apos; local NVMe (%1 to write), which a failed server takes with it.</source>
        <comment>TRAINING_NO_STORAGE</comment>
        <translation>未绘制存储系统：检查点和训练数据使用服务器本地 NVMe（写入需 %1），服务器故障时这些数据会随之丢失。</translation>
    </message>
    <message>
        <source>Add a storage group connected to the fabric.</source>
        <comment>TRAINING_NO_STORAGE_FIX</comment>
        <translation>添加一个连接到网络的存储组。</translation>
    </message>
    <message>
        <source>Checkpoints have nowhere to go: no storage and no local drives.</source>
        <comment>TRAINING_NO_CHECKPOINT_PATH</comment>
        <translation>检查点无处存放：既没有存储，也没有本地盘。</translation>
    </message>
    <message>
        <source>Add storage, or NVMe drives to the servers.</source>
        <comment>TRAINING_NO_CHECKPOINT_PATH_FIX</comment>
        <translation>添加存储，或为服务器添加 NVMe 盘。</translation>
    </message>
    <message>
        <source>The job reads %1 of training data but the storage path delivers %2 (%3).</source>
        <comment>TRAINING_DATA_READ_LIMITED</comment>
        <translation>任务需要读取 %1 的训练数据，但存储路径只能提供 %2（%3）。</translation>
    </message>
    <message>
        <source>Add storage bandwidth or cache the dataset on local NVMe.</source>
        <comment>TRAINING_DATA_READ_LIMITED_FIX</comment>
        <translation>增加存储带宽，或把数据集缓存到本地 NVMe。</translation>
    </message>
    <message>
        <source>The design has no server group with GPUs to train on.</source>
        <comment>TRAINING_NO_GPUS</comment>
        <translation>该设计中没有可用于训练的 GPU 服务器组。</translation>
    </message>
    <message>
        <source>Draw a group of GPU servers.</source>
        <comment>TRAINING_NO_GPUS_FIX</comment>
        <translation>请绘制一组 GPU 服务器。</translation>
    </message>
    <message>
        <source>No published GEMM efficiency for &apos;%1&apos; (%2); the step time uses a stand-in: %3.</source>
        <comment>TRAINING_EFFICIENCY_ASSUMED</comment>
        <translation>“%1”没有公开的 GEMM 效率数据（%2）；训练步时使用替代值：%3。</translation>
    </message>
    <message>
        <source>%1 has no dense %2 rate in the catalog; the step time uses BF16.</source>
        <comment>TRAINING_PRECISION_UNSUPPORTED</comment>
        <translation>%1 在组件目录中没有稠密 %2 算力；训练步时按 BF16 计算。</translation>
    </message>
    <message>
        <source>Choose bf16, or a GPU with %1 tensor cores.</source>
        <comment>TRAINING_PRECISION_UNSUPPORTED_FIX</comment>
        <translation>请选择 bf16，或选用带 %1 张量核心的 GPU。</translation>
    </message>
    <message>
        <source>%1 lacks a BF16 rate or memory bandwidth in the catalog.</source>
        <comment>TRAINING_GPU_SPEC_INCOMPLETE</comment>
        <translation>%1 在组件目录中缺少 BF16 算力或显存带宽。</translation>
    </message>
    <message>
        <source>Complete the accelerator&apos;s catalog entry.</source>
        <comment>TRAINING_GPU_SPEC_INCOMPLETE_FIX</comment>
        <translation>请补全该加速卡的目录条目。</translation>
    </message>
    <message>
        <source>The %1 servers of the job are not connected by a network; groups that span servers cannot communicate.</source>
        <comment>TRAINING_NO_INTERNODE_NETWORK</comment>
        <translation>该任务的 %1 台服务器之间没有网络连接；跨服务器的并行组无法通信。</translation>
    </message>
    <message>
        <source>Connect the servers to leaf switches.</source>
        <comment>TRAINING_NO_INTERNODE_NETWORK_FIX</comment>
        <translation>请把服务器连接到 Leaf 交换机。</translation>
    </message>
    <message>
        <source>The workload asks for %1 GPUs, but the largest server group has %2.</source>
        <comment>TRAINING_GPUS_EXCEED_GROUP</comment>
        <translation>工作负载需要 %1 个 GPU，但最大的服务器组只有 %2 个。</translation>
    </message>
    <message>
        <source>Lower run.gpus or add servers to the group.</source>
        <comment>TRAINING_GPUS_EXCEED_GROUP_FIX</comment>
        <translation>请减小 run.gpus，或为该组增加服务器。</translation>
    </message>
    <message>
        <source>The job spans %1 GPUs, more than one %2-GPU server, but the servers are not networked.</source>
        <comment>TRAINING_NO_NETWORK</comment>
        <translation>该任务跨越 %1 个 GPU，超过一台 %2 GPU 服务器，但服务器之间没有联网。</translation>
    </message>
    <message>
        <source>Connect the servers to a fabric, or set run.gpus to %1.</source>
        <comment>TRAINING_NO_NETWORK_FIX</comment>
        <translation>请把服务器连接到网络，或将 run.gpus 设为 %1。</translation>
    </message>
    <message>
        <source>The job needs %1 per GPU, but a GPU has %2.</source>
        <comment>TRAINING_DOES_NOT_FIT</comment>
        <translation>该任务每 GPU 需要 %1，但每个 GPU 只有 %2。</translation>
    </message>
    <message>
        <source>Use more GPUs or a higher ZeRO stage.</source>
        <comment>TRAINING_DOES_NOT_FIT_FIX</comment>
        <translation>使用更多 GPU 或更高的 ZeRO 阶段。</translation>
    </message>
    <message>
        <source>Would fit with %1 (%2 per GPU).</source>
        <comment>TRAINING_DOES_NOT_FIT_FIX_ADVICE</comment>
        <translation>采用 %1 即可放下（每 GPU %2）。</translation>
    </message>
    <message>
        <source>The workload gives no token count, so time to train, energy and cost of the run are 0.</source>
        <comment>TRAINING_NO_TOKENS</comment>
        <translation>工作负载未给出 token 数，因此训练时间、能耗和训练成本均为 0。</translation>
    </message>
    <message>
        <source>Set training.tokens.</source>
        <comment>TRAINING_NO_TOKENS_FIX</comment>
        <translation>请设置 training.tokens。</translation>
    </message>
    <message>
        <source>This step time may be optimistic: each expert GEMM gets %1 token rows per micro-batch with %2 experts on each GPU. Published MoE runs in this regime ran from 10 % to 3x slower than the model, depending on CUDA graphs and the token dispatcher (Help ▸ Accuracy of the step-time model); per-expert kernel launches and host synchronisation are not modelled.</source>
        <comment>TRAINING_ESTIMATE_MOE_HOST</comment>
        <translation>此步时可能偏乐观：每个专家 GEMM 在每个微批次中只有 %1 行 token，每块 GPU 上有 %2 个专家。在这一范围内，已发表的 MoE 训练实测比模型慢 10 % 到 3 倍，取决于 CUDA Graphs 与 token 分发器（帮助 ▸ 步时模型的准确度）；逐专家的内核启动与主机同步未建模。</translation>
    </message>
    <message>
        <source>A larger micro-batch or more expert parallelism (fewer experts per GPU) makes the steps less host-bound; calibrate with a measured step time (clustercanvas calibrate --step) before quoting it.</source>
        <comment>TRAINING_ESTIMATE_MOE_HOST_FIX</comment>
        <translation>更大的微批次或更高的专家并行度（每块 GPU 上的专家更少）可减轻主机瓶颈；对外报价前，请用实测步时校准（clustercanvas calibrate --step）。</translation>
    </message>
    <message>
        <source>This step time may be optimistic: expert parallelism %1 spans more than one scale-up domain of %2 GPUs, and the dispatcher&apos;s per-layer setup (routing maps exchanged, token layouts computed) is not in the step time. NVIDIA&apos;s profile of Qwen3 30B-A3B on 16 H100 (HybridEP, EP 16) measured %3 ms of it per MoE layer and micro-batch, which would add about %4 s per step here (%5 MoE layers × %6 micro-batches on each GPU); that run and its error are in Help ▸ Accuracy of the step-time model.</source>
        <comment>TRAINING_ESTIMATE_MOE_DISPATCH</comment>
        <translation>该步时可能偏乐观：专家并行度 %1 跨越了不止一个 %2 GPU 的纵向扩展域，而分发器每层的准备工作（交换路由表、计算 token 布局）未计入步时。NVIDIA 在 16 块 H100 上对 Qwen3 30B-A3B（HybridEP，EP 16）的性能剖析测得每个 MoE 层、每个微批次约 %3 ms，在此约每步增加 %4 s（每块 GPU 上 %5 个 MoE 层 × %6 个微批次）；该运行及其误差见“帮助 ▸ 步时模型的准确度”。</translation>
    </message>
    <message>
        <source>Keep expert parallelism inside one NVLink domain, or raise the micro-batch; full-iteration CUDA graphs (Megatron Bridge 26.06 MoE recipes) remove much of the setup.</source>
        <comment>TRAINING_ESTIMATE_MOE_DISPATCH_FIX</comment>
        <translation>将专家并行保持在一个 NVLink 域内，或增大微批次；整轮迭代 CUDA Graph（Megatron Bridge 26.06 MoE 配方）可消除大部分准备开销。</translation>
    </message>
    <message>
        <source>This GB200 estimate is likely optimistic: published GB200 runs came in up to about 40 % below this model (most within 20 %), while HGX B200 and GB300 runs of the same layouts match it. On identical layouts the GB200 measured 1.03–1.22× an HGX B200 (the model: 1.12–1.68×) and 0.83× a GB300 (the model: 0.90×). Which of its advantages in the model (its measured matmul rate, its own newer attention benchmark) a busy NVL72 rack does not sustain has no published measurement; the runs are in Help ▸ Accuracy of the step-time model.</source>
        <comment>TRAINING_ESTIMATE_GB200</comment>
        <translation>此 GB200 估算可能偏乐观：已发表的 GB200 训练结果比本模型最多低约 40 %（多数在 20 % 以内），而相同布局的 HGX B200 和 GB300 结果与模型相符。在完全相同的布局下，GB200 实测为 HGX B200 的 1.03–1.22 倍（模型：1.12–1.68 倍），为 GB300 的 0.83 倍（模型：0.90 倍）。模型给 GB200 的两项优势（实测矩阵乘速率、其自身较新的注意力基准）中，哪一项在满载 NVL72 机柜中无法维持，尚无公开测量；这些结果见帮助 ▸ 步时模型的准确度。</translation>
    </message>
    <message>
        <source>Step %1, MFU %2; limited by %3.</source>
        <comment>TRAINING_BOTTLENECK</comment>
        <translation>训练步时 %1，MFU %2；受限于 %3。</translation>
    </message>
    <message>
        <source>The model shape is incomplete: layers %1, hidden %2, heads %3, kvHeads %4, ffnHidden %5, vocab %6, seqLen %7 (each must be &gt;= 1).</source>
        <comment>MODEL_SHAPE_INVALID</comment>
        <translation>模型结构不完整：层数 %1，隐藏层维度 %2，注意力头数 %3，KV 头数 %4，FFN 维度 %5，词表 %6，序列长度 %7（均须 &gt;= 1）。</translation>
    </message>
    <message>
        <source>Choose a model preset or fill in every dimension of the model.</source>
        <comment>MODEL_SHAPE_INVALID_FIX</comment>
        <translation>请选择模型预设，或填写模型的每个维度。</translation>
    </message>
    <message>
        <source>The mixture-of-experts settings contradict each other: %1 experts, top-%2, expert width %3.</source>
        <comment>MODEL_MOE_INVALID</comment>
        <translation>混合专家设置相互矛盾：%1 个专家，top-%2，专家宽度 %3。</translation>
    </message>
    <message>
        <source>Use 1 &lt;= topK &lt;= experts and an expert width &gt;= 1.</source>
        <comment>MODEL_MOE_INVALID_FIX</comment>
        <translation>请使 1 &lt;= topK &lt;= 专家数，且专家宽度 &gt;= 1。</translation>
    </message>
    <message>
        <source>Use %1</source>
        <comment>LAYOUT_USE_ONE</comment>
        <translation>使用 %1</translation>
    </message>
    <message>
        <source>Use %1 or %2</source>
        <comment>LAYOUT_USE_TWO</comment>
        <translation>使用 %1 或 %2</translation>
    </message>
    <message>
        <source>tp %1 × pp %2 × cp %3 × dp %4 = %5 GPUs, but the job has %6 GPUs.</source>
        <comment>LAYOUT_GPU_MISMATCH_DP</comment>
        <translation>tp %1 × pp %2 × cp %3 × dp %4 = %5 个 GPU，但该任务有 %6 个 GPU。</translation>
    </message>
    <message>
        <source>Set dp to %1, or leave dp empty to use all remaining GPUs.</source>
        <comment>LAYOUT_GPU_MISMATCH_DP_FIX_SET</comment>
        <translation>将 dp 设为 %1，或留空以使用其余全部 GPU。</translation>
    </message>
    <message>
        <source>Choose tp·pp·cp dividing %1 GPUs, or use %2 GPUs.</source>
        <comment>LAYOUT_GPU_MISMATCH_DP_FIX</comment>
        <translation>选择能整除 %1 个 GPU 的 tp·pp·cp，或使用 %2 个 GPU。</translation>
    </message>
    <message>
        <source>tp %1 × pp %2 × cp %3 = %4 GPUs per model replica does not divide the job&apos;s %5 GPUs.</source>
        <comment>LAYOUT_GPU_MISMATCH</comment>
        <translation>tp %1 × pp %2 × cp %3 = 每个模型副本 %4 个 GPU，无法整除该任务的 %5 个 GPU。</translation>
    </message>
    <message>
        <source>%1 GPUs, or a tp·pp·cp that divides %2.</source>
        <comment>LAYOUT_GPU_MISMATCH_FIX</comment>
        <translation>%1 个 GPU，或能整除 %2 的 tp·pp·cp。</translation>
    </message>
    <message>
        <source>First and last pipeline stages take %1 layers of %2, which leaves no even split for the other %3 stages.</source>
        <comment>LAYERS_FIRST_LAST</comment>
        <translation>首尾流水线阶段占用了 %2 层中的 %1 层，其余 %3 个阶段无法均分。</translation>
    </message>
    <message>
        <source>Lower ppFirstStageLayers/ppLastStageLayers.</source>
        <comment>LAYERS_FIRST_LAST_FIX</comment>
        <translation>请减小 ppFirstStageLayers/ppLastStageLayers。</translation>
    </message>
    <message>
        <source>%1 layers over the %2 middle stages do not split evenly; the slowest stage sets the pace.</source>
        <comment>PIPELINE_UNEVEN_MIDDLE</comment>
        <translation>%1 层无法在 %2 个中间阶段上均分；最慢的阶段决定整体速度。</translation>
    </message>
    <message>
        <source>pp %1 × interleave %2 = %3 pipeline chunks exceed the %4 layers.</source>
        <comment>LAYERS_TOO_FEW</comment>
        <translation>pp %1 × 交错 %2 = %3 个流水线块，超过了 %4 层。</translation>
    </message>
    <message>
        <source>Use pp·interleave in {%1}.</source>
        <comment>LAYERS_TOO_FEW_FIX</comment>
        <translation>请让 pp·交错数取 {%1} 中的值。</translation>
    </message>
    <message>
        <source>pp %1 × interleave %2 = %3 pipeline chunks do not divide the %4 layers (with embedding/loss slots): stages get up to %5 layers per chunk and the slowest stage sets the pace, as Megatron&apos;s uneven first/last stages run it.</source>
        <comment>PIPELINE_UNEVEN</comment>
        <translation>pp %1 × 交错 %2 = %3 个流水线块无法整除 %4 层（含嵌入/损失槽位）：各阶段每块最多 %5 层，最慢的阶段决定整体速度，与 Megatron 对首尾阶段不均分的处理方式相同。</translation>
    </message>
    <message>
        <source>Set ppFirstStageLayers/ppLastStageLayers, count embedding and loss as layers (ppEmbeddingAsLayer, ppLossAsLayer), or use pp·interleave in {%1}.</source>
        <comment>PIPELINE_UNEVEN_FIX</comment>
        <translation>设置 ppFirstStageLayers/ppLastStageLayers，把嵌入层和损失计为层（ppEmbeddingAsLayer、ppLossAsLayer），或让 pp·交错数取 {%1} 中的值。</translation>
    </message>
    <message>
        <source>Expert parallelism ep %1 is set, but the model is dense.</source>
        <comment>EP_WITHOUT_EXPERTS</comment>
        <translation>设置了专家并行 ep %1，但该模型是稠密模型。</translation>
    </message>
    <message>
        <source>Set ep to 1, or describe the model&apos;s experts.</source>
        <comment>EP_WITHOUT_EXPERTS_FIX</comment>
        <translation>请将 ep 设为 1，或填写模型的专家配置。</translation>
    </message>
    <message>
        <source>Expert parallelism ep %1 does not divide the %2 experts.</source>
        <comment>EXPERTS_NOT_DIVISIBLE</comment>
        <translation>专家并行 ep %1 无法整除 %2 个专家。</translation>
    </message>
    <message>
        <source>Use ep in {%1}.</source>
        <comment>USE_EP_IN</comment>
        <translation>请让 ep 取 {%1} 中的值。</translation>
    </message>
    <message>
        <source>Expert tensor parallelism %1 does not divide the expert width %2.</source>
        <comment>EXPERT_FFN_NOT_DIVISIBLE</comment>
        <translation>专家张量并行 %1 无法整除专家宽度 %2。</translation>
    </message>
    <message>
        <source>Use an expertTp that divides %1.</source>
        <comment>EXPERT_FFN_NOT_DIVISIBLE_FIX</comment>
        <translation>请使用能整除 %1 的 expertTp。</translation>
    </message>
    <message>
        <source>ep %1 × expertTp %2 = %3 does not divide tp × cp × dp = %4 (the expert layers re-split the same ranks: ep × expertTp × expertDp).</source>
        <comment>EP_NOT_DIVIDING_DP</comment>
        <translation>ep %1 × expertTp %2 = %3 无法整除 tp × cp × dp = %4（专家层会对相同的 rank 重新划分：ep × expertTp × expertDp）。</translation>
    </message>
    <message>
        <source>Tensor parallelism tp %1 does not divide the %2 attention heads.</source>
        <comment>HEADS_NOT_DIVISIBLE</comment>
        <translation>张量并行 tp %1 无法整除 %2 个注意力头。</translation>
    </message>
    <message>
        <source>Use tp in {%1}.</source>
        <comment>USE_TP_IN</comment>
        <translation>请让 tp 取 {%1} 中的值。</translation>
    </message>
    <message>
        <source>Tensor parallelism tp %1 does not divide the %2 key/value heads (Megatron-LM splits whole query groups across TP ranks).</source>
        <comment>KV_HEADS_NOT_DIVISIBLE</comment>
        <translation>张量并行 tp %1 无法整除 %2 个键/值头（Megatron-LM 按完整的查询组在 TP rank 间划分）。</translation>
    </message>
    <message>
        <source>Tensor parallelism tp %1 does not divide the MLP width %2.</source>
        <comment>FFN_NOT_DIVISIBLE</comment>
        <translation>张量并行 tp %1 无法整除 MLP 宽度 %2。</translation>
    </message>
    <message>
        <source>Use a tp that divides %1.</source>
        <comment>FFN_NOT_DIVISIBLE_FIX</comment>
        <translation>请使用能整除 %1 的 tp。</translation>
    </message>
    <message>
        <source>Pipeline interleaving %1 needs pipeline parallelism, but pp is 1.</source>
        <comment>INTERLEAVE_WITHOUT_PP</comment>
        <translation>流水线交错 %1 需要流水线并行，但 pp 为 1。</translation>
    </message>
    <message>
        <source>Set pipelineInterleave to 1, or use pp &gt;= 2.</source>
        <comment>INTERLEAVE_WITHOUT_PP_FIX</comment>
        <translation>请将 pipelineInterleave 设为 1，或使用 pp &gt;= 2。</translation>
    </message>
    <message>
        <source>Context parallelism cp %1 does not divide the sequence length %2.</source>
        <comment>SEQ_NOT_DIVISIBLE</comment>
        <translation>上下文并行 cp %1 无法整除序列长度 %2。</translation>
    </message>
    <message>
        <source>Use a cp that divides %1.</source>
        <comment>SEQ_NOT_DIVISIBLE_FIX</comment>
        <translation>请使用能整除 %1 的 cp。</translation>
    </message>
    <message>
        <source>Parameter offload needs ZeRO stage 3 (DeepSpeed ZeRO-Infinity), but the stage is %1.</source>
        <comment>OFFLOAD_PARAMS_NEEDS_ZERO3</comment>
        <translation>参数卸载需要 ZeRO 阶段 3（DeepSpeed ZeRO-Infinity），但当前阶段为 %1。</translation>
    </message>
    <message>
        <source>Set zeroStage to 3, or offload the optimizer only.</source>
        <comment>OFFLOAD_PARAMS_NEEDS_ZERO3_FIX</comment>
        <translation>请将 zeroStage 设为 3，或只卸载优化器。</translation>
    </message>
    <message>
        <source>Optimizer offload (ZeRO-Offload) works on a ZeRO-partitioned optimizer, but the ZeRO stage is 0.</source>
        <comment>OFFLOAD_NEEDS_ZERO</comment>
        <translation>优化器卸载（ZeRO-Offload）要求优化器经过 ZeRO 分片，但 ZeRO 阶段为 0。</translation>
    </message>
    <message>
        <source>Set zeroStage to 1 or more.</source>
        <comment>OFFLOAD_NEEDS_ZERO_FIX</comment>
        <translation>请将 zeroStage 设为 1 或以上。</translation>
    </message>
    <message>
        <source>%1 is %2; it must be &gt;= 1.</source>
        <comment>PARALLELISM_INVALID</comment>
        <translation>%1 为 %2；必须 &gt;= 1。</translation>
    </message>
    <message>
        <source>Set %1 to 1 or more.</source>
        <comment>PARALLELISM_INVALID_FIX</comment>
        <translation>请将 %1 设为 1 或以上。</translation>
    </message>
    <message>
        <source>dp is %1; it must be &gt;= 1.</source>
        <comment>PARALLELISM_INVALID_DP</comment>
        <translation>dp 为 %1；必须 &gt;= 1。</translation>
    </message>
    <message>
        <source>Set dp to 1 or more, or leave it empty to use all remaining GPUs.</source>
        <comment>PARALLELISM_INVALID_DP_FIX</comment>
        <translation>请将 dp 设为 1 或以上，或留空以使用其余全部 GPU。</translation>
    </message>
    <message>
        <source>ZeRO stage %1 does not exist.</source>
        <comment>ZERO_STAGE_INVALID</comment>
        <translation>不存在 ZeRO 阶段 %1。</translation>
    </message>
    <message>
        <source>Use ZeRO stage 0, 1, 2 or 3.</source>
        <comment>ZERO_STAGE_INVALID_FIX</comment>
        <translation>请使用 ZeRO 阶段 0、1、2 或 3。</translation>
    </message>
    <message>
        <source>The job has %1 GPUs.</source>
        <comment>LAYOUT_NO_GPUS</comment>
        <translation>该任务有 %1 个 GPU。</translation>
    </message>
    <message>
        <source>Draw at least one server with GPUs, or set run.gpus.</source>
        <comment>LAYOUT_NO_GPUS_FIX</comment>
        <translation>请至少绘制一台带 GPU 的服务器，或设置 run.gpus。</translation>
    </message>
    <message>
        <source>The global batch of %1 sequences is not a multiple of micro-batch %2 × dp %3 = %4.</source>
        <comment>BATCH_NOT_DIVISIBLE</comment>
        <translation>%1 条序列的全局批次不是微批次 %2 × dp %3 = %4 的整数倍。</translation>
    </message>
    <message>
        <source>%1 sequences per global batch, or change the micro-batch.</source>
        <comment>BATCH_NOT_DIVISIBLE_FIX</comment>
        <translation>每个全局批次 %1 条序列，或更改微批次。</translation>
    </message>
    <message>
        <source>%1 micro-batches per step on a %2-stage pipeline: most of each step is pipeline bubble.</source>
        <comment>PIPELINE_FEW_MICROBATCHES</comment>
        <translation>在 %2 级流水线上每步只有 %1 个微批次：每步的大部分时间都是流水线气泡。</translation>
    </message>
    <message>
        <source>Use at least %1 micro-batches (a larger global batch or a smaller micro-batch), ideally several times more.</source>
        <comment>PIPELINE_FEW_MICROBATCHES_FIX</comment>
        <translation>至少使用 %1 个微批次（增大全局批次或减小微批次），最好是其数倍。</translation>
    </message>
    <message>
        <source>The interleaved schedule wants the %1 micro-batches to be a multiple of pp %2 (Megatron-LM).</source>
        <comment>PIPELINE_INTERLEAVE_MICROBATCHES</comment>
        <translation>交错调度要求 %1 个微批次是 pp %2 的整数倍（Megatron-LM）。</translation>
    </message>
    <message>
        <source>Use a multiple of %1 micro-batches per step.</source>
        <comment>PIPELINE_INTERLEAVE_MICROBATCHES_FIX</comment>
        <translation>每步的微批次数请取 %1 的整数倍。</translation>
    </message>
    <message>
        <source>ZeRO stage 3 (FSDP) shards over the data-parallel ranks, but dp × cp is 1: it has no effect on memory or communication.</source>
        <comment>ZERO3_WITHOUT_DP</comment>
        <translation>ZeRO 阶段 3（FSDP）在数据并行 rank 上分片，但 dp × cp 为 1：对显存和通信都没有作用。</translation>
    </message>
    <message>
        <source>Use dp &gt;= 2 for ZeRO-3 to save memory, or ZeRO stage 0-1.</source>
        <comment>ZERO3_WITHOUT_DP_FIX</comment>
        <translation>要用 ZeRO-3 节省显存请使用 dp &gt;= 2，否则使用 ZeRO 阶段 0-1。</translation>
    </message>
    <message>
        <source>Uptime Institute Global Data Center Survey 2023: most operators have no racks beyond 20 kW; coolnetpower.com and dcxps.com air-cooling guides: optimized air with containment 20–40 kW per rack</source>
        <comment>SRC_AIR_THRESHOLDS</comment>
        <translation>Uptime Institute Global Data Center Survey 2023：多数运营方没有超过 20 kW 的机柜；coolnetpower.com 和 dcxps.com 风冷指南：采用封闭通道的优化风冷为每柜 20–40 kW</translation>
    </message>
    <message>
        <source>rule of thumb: 8–16 CPU cores per GPU (NVIDIA DGX H100 datasheet: 2 × 56 cores for 8 GPUs = 14)</source>
        <comment>SRC_RULE_CPU_CORES</comment>
        <translation>经验法则：每个 GPU 8–16 个 CPU 核（NVIDIA DGX H100 数据手册：8 个 GPU 配 2 × 56 核 = 14）</translation>
    </message>
    <message>
        <source>rule of thumb: 2–4× the GPU memory (NVIDIA DGX H100 datasheet: 2 TB for 640 GB ≈ 3.1×)</source>
        <comment>SRC_RULE_HOST_RAM</comment>
        <translation>经验法则：显存的 2–4 倍（NVIDIA DGX H100 数据手册：640 GB 配 2 TB ≈ 3.1×）</translation>
    </message>
    <message>
        <source>rule of thumb: one compute NIC per GPU (NVIDIA DGX H100 and DGX B200 datasheets: 8 × 400 Gb/s for 8 GPUs)</source>
        <comment>SRC_RULE_NIC_PER_GPU</comment>
        <translation>经验法则：每个 GPU 一块计算网卡（NVIDIA DGX H100 与 DGX B200 数据手册：8 个 GPU 配 8 × 400 Gb/s）</translation>
    </message>
    <message>
        <source>DDN, &quot;DDN&apos;s AI storage optimized for NVIDIA DGX B200&quot; (ddn.com blog): minimum requirement 1 GB/s per GPU</source>
        <comment>SRC_DDN_DGX_B200_STORAGE</comment>
        <translation>DDN，“DDN&apos;s AI storage optimized for NVIDIA DGX B200”（ddn.com 博客）：最低要求每 GPU 1 GB/s</translation>
    </message>
    <message>
        <source>%1 (calibrated)</source>
        <comment>FIGURE_CALIBRATED</comment>
        <translation>%1（已校准）</translation>
    </message>
    <message>
        <source>%1; calibrated from the user&apos;s measurements: %2</source>
        <comment>SRC_CALIBRATED</comment>
        <translation>%1；根据用户的实测数据校准：%2</translation>
    </message>
    <message>
        <source>Edit proposal cover</source>
        <comment>UNDO_EDIT_PROPOSAL</comment>
        <translation>编辑方案建议书封面</translation>
    </message>
    <message>
        <source>Apply calibration</source>
        <comment>UNDO_APPLY_CALIBRATION</comment>
        <translation>应用校准</translation>
    </message>
    <message>
        <source>Remove calibration</source>
        <comment>UNDO_REMOVE_CALIBRATION</comment>
        <translation>移除校准</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <comment>FIT_ZERO_STAGE</comment>
        <translation>ZeRO 阶段 %1</translation>
    </message>
    <message>
        <source>ZeRO stage %1 has no effect here: DP is 1 (TP %2 × PP %3 × CP %4 uses all %5 GPUs), so there are no data-parallel ranks to shard over</source>
        <comment>FIT_ZERO_NO_EFFECT</comment>
        <translation>ZeRO 阶段 %1 在此无效：DP 为 1（TP %2 × PP %3 × CP %4 已用满全部 %5 个 GPU），没有可供分片的数据并行 rank</translation>
    </message>
    <message>
        <source>ZeRO stage %1 (as set) has no effect here: DP is 1 (TP %2 × PP %3 × CP %4 uses all %5 GPUs), so there are no data-parallel ranks to shard over</source>
        <comment>FIT_ZERO_NO_EFFECT_AS_SET</comment>
        <translation>ZeRO 阶段 %1（已设置）在此无效：DP 为 1（TP %2 × PP %3 × CP %4 已用满全部 %5 个 GPU），没有可供分片的数据并行 rank</translation>
    </message>
    <message>
        <source>TP %1</source>
        <comment>FIT_TP</comment>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>TP %1 (beyond one server&apos;s scale-up domain: slow)</source>
        <comment>FIT_TP_BEYOND_DOMAIN</comment>
        <translation>TP %1（超出单台服务器的纵向扩展域：较慢）</translation>
    </message>
    <message>
        <source>PP %1</source>
        <comment>FIT_PP</comment>
        <translation>PP %1</translation>
    </message>
    <message>
        <source>EP %1</source>
        <comment>FIT_EP</comment>
        <translation>EP %1</translation>
    </message>
    <message>
        <source>Full activation recompute</source>
        <comment>FIT_FULL_RECOMPUTE</comment>
        <translation>完整激活重计算</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <comment>FIT_FLASH_ATTENTION</comment>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <comment>FIT_SEQUENCE_PARALLEL</comment>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <comment>FIT_ADAMW_8BIT</comment>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>Offload the optimizer to host RAM (ZeRO-Offload)</source>
        <comment>FIT_OFFLOAD_OPTIMIZER</comment>
        <translation>将优化器卸载到主机内存（ZeRO-Offload）</translation>
    </message>
    <message>
        <source>Offload optimizer and parameters to host RAM (ZeRO-Infinity, ZeRO-3)</source>
        <comment>FIT_OFFLOAD_PARAMS</comment>
        <translation>将优化器和参数卸载到主机内存（ZeRO-Infinity，ZeRO-3）</translation>
    </message>
    <message>
        <source>LoRA rank %1 instead of full fine-tuning</source>
        <comment>FIT_LORA</comment>
        <translation>用 LoRA（秩 %1）代替全参数微调</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base) rank %1</source>
        <comment>FIT_QLORA</comment>
        <translation>QLoRA（4 位基座）秩 %1</translation>
    </message>
    <message>
        <source>Twice the GPUs (%1, dp %2)</source>
        <comment>FIT_TWICE_THE_GPUS</comment>
        <translation>GPU 数量翻倍（%1 个，dp %2）</translation>
    </message>
    <message>
        <source>Micro-batch %1</source>
        <comment>FIT_MICRO_BATCH</comment>
        <translation>微批次 %1</translation>
    </message>
    <message>
        <source>ZeRO-3</source>
        <comment>FIT_MOVE_ZERO3</comment>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <source>full recompute</source>
        <comment>FIT_MOVE_FULL_RECOMPUTE</comment>
        <translation>完整重计算</translation>
    </message>
    <message>
        <source>optimizer offload</source>
        <comment>FIT_MOVE_OFFLOAD_OPTIMIZER</comment>
        <translation>优化器卸载</translation>
    </message>
    <message>
        <source>optimizer and parameter offload</source>
        <comment>FIT_MOVE_OFFLOAD_PARAMS</comment>
        <translation>优化器和参数卸载</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <comment>FIT_PLUS</comment>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>step limited by %1</source>
        <comment>PLAN_STEP_LIMITED</comment>
        <translation>训练步受限于%1</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>PLAN_COMPUTE</comment>
        <translation>计算</translation>
    </message>
    <message>
        <source>%1; the next cheaper design (%2) misses %3</source>
        <comment>PLAN_CHEAPEST_LIMIT</comment>
        <translation>%1；下一个更便宜的设计（%2）未满足：%3</translation>
    </message>
    <message>
        <source>%1; nothing cheaper fits</source>
        <comment>PLAN_CHEAPEST_LIMIT_NONE</comment>
        <translation>%1；没有更便宜且放得下的设计</translation>
    </message>
    <message>
        <source>for %1 more, %2 trains in %3 instead of %4</source>
        <comment>PLAN_CHEAPEST_BETTER</comment>
        <translation>多花 %1，%2 的训练时间为 %3，而不是 %4</translation>
    </message>
    <message>
        <source>nothing faster meets the constraints</source>
        <comment>PLAN_CHEAPEST_BETTER_NONE</comment>
        <translation>没有更快且满足约束的设计</translation>
    </message>
    <message>
        <source>%1; faster designs miss %2</source>
        <comment>PLAN_FASTEST_LIMIT</comment>
        <translation>%1；更快的设计未满足：%2</translation>
    </message>
    <message>
        <source>%1; it is the fastest design in the space</source>
        <comment>PLAN_FASTEST_LIMIT_NONE</comment>
        <translation>%1；它已是搜索空间中最快的设计</translation>
    </message>
    <message>
        <source>%1 trains in %2 for %3 (%4)</source>
        <comment>PLAN_FASTEST_BETTER</comment>
        <translation>%1 训练需 %2，费用 %3（%4）</translation>
    </message>
    <message>
        <source>%1, MFU %2</source>
        <comment>PLAN_ENERGY_LIMIT</comment>
        <translation>%1，MFU %2</translation>
    </message>
    <message>
        <source>%1 would use %2 instead of %3 but misses %4</source>
        <comment>PLAN_ENERGY_BETTER</comment>
        <translation>%1 耗电 %2（而不是 %3），但未满足：%4</translation>
    </message>
    <message>
        <source>a higher MFU: the energy is set by FLOPs per joule of the parts</source>
        <comment>PLAN_ENERGY_BETTER_NONE</comment>
        <translation>提高 MFU：能耗由部件的每焦耳 FLOPs 决定</translation>
    </message>
    <message>
        <source>No design could be built from the parts allowed.</source>
        <comment>PLAN_VERDICT_NO_PARTS</comment>
        <translation>无法用允许的部件构建任何设计。</translation>
    </message>
    <message>
        <source>Nothing meets %1; the closest candidates miss by: %2.</source>
        <comment>PLAN_VERDICT_CLOSEST</comment>
        <translation>没有设计满足 %1；最接近的候选方案差距：%2。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>PLAN_CLOSEST_MISS</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source> (+%1)</source>
        <comment>PLAN_OVER</comment>
        <translation>（+%1）</translation>
    </message>
    <message>
        <source>deadline: %1 &gt; %2%3</source>
        <comment>PLAN_MISS_DEADLINE</comment>
        <translation>工期：%1 &gt; %2%3</translation>
    </message>
    <message>
        <source>budget: %1 &gt; %2%3</source>
        <comment>PLAN_MISS_BUDGET</comment>
        <translation>预算：%1 &gt; %2%3</translation>
    </message>
    <message>
        <source>rent: no public rent price for this accelerator</source>
        <comment>PLAN_MISS_RENT_PRICE</comment>
        <translation>租用：该加速卡没有公开租用价格</translation>
    </message>
    <message>
        <source>needs liquid cooling</source>
        <comment>PLAN_MISS_LIQUID</comment>
        <translation>需要液冷</translation>
    </message>
    <message>
        <source>does not fit in GPU memory</source>
        <comment>PLAN_MISS_MEMORY</comment>
        <translation>GPU 显存放不下</translation>
    </message>
    <message>
        <source>IT power: %1 &gt; %2%3</source>
        <comment>PLAN_MISS_IT_POWER</comment>
        <translation>IT 功率：%1 &gt; %2%3</translation>
    </message>
    <message>
        <source>facility power: %1 &gt; %2%3</source>
        <comment>PLAN_MISS_FACILITY_POWER</comment>
        <translation>设施总功率：%1 &gt; %2%3</translation>
    </message>
    <message>
        <source>per-rack power: %1 &gt; %2%3</source>
        <comment>PLAN_MISS_RACK_POWER</comment>
        <translation>单机柜功率：%1 &gt; %2%3</translation>
    </message>
    <message>
        <source>a %1-day deadline</source>
        <comment>PLAN_C_DEADLINE</comment>
        <translation>%1 天的工期</translation>
    </message>
    <message>
        <source>a rent budget of %1</source>
        <comment>PLAN_C_RENT_BUDGET</comment>
        <translation>%1 的租用预算</translation>
    </message>
    <message>
        <source>a capex budget of %1</source>
        <comment>PLAN_C_CAPEX_BUDGET</comment>
        <translation>%1 的资本支出预算</translation>
    </message>
    <message>
        <source>%1 of IT power</source>
        <comment>PLAN_C_IT_POWER</comment>
        <translation>%1 的 IT 功率</translation>
    </message>
    <message>
        <source>%1 of facility power</source>
        <comment>PLAN_C_FACILITY_POWER</comment>
        <translation>%1 的设施总功率</translation>
    </message>
    <message>
        <source>%1 per rack</source>
        <comment>PLAN_C_RACK_POWER</comment>
        <translation>每机柜 %1</translation>
    </message>
    <message>
        <source>air cooling only</source>
        <comment>PLAN_C_AIR_ONLY</comment>
        <translation>仅限风冷</translation>
    </message>
    <message>
        <source>the constraints</source>
        <comment>PLAN_C_NONE</comment>
        <translation>约束条件</translation>
    </message>
    <message>
        <source>%1 NICs</source>
        <comment>TIER_NICS</comment>
        <translation>%1 网卡</translation>
    </message>
    <message>
        <source>oversubscribed %1 uplinks</source>
        <comment>TIER_OVERSUBSCRIBED_UPLINKS</comment>
        <translation>收敛的 %1 上行链路</translation>
    </message>
    <message>
        <source>compute (%1)</source>
        <comment>BOTTLENECK_COMPUTE</comment>
        <translation>计算（%1）</translation>
    </message>
    <message>
        <source>tensor-parallel communication on %1</source>
        <comment>BOTTLENECK_TP_COMM</comment>
        <translation>%1 上的张量并行通信</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <comment>BOTTLENECK_PP_BUBBLE</comment>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>pipeline bubble (one micro-batch per step)</source>
        <comment>BOTTLENECK_PP_BUBBLE_ONE</comment>
        <translation>流水线气泡（每步一个微批次）</translation>
    </message>
    <message>
        <source>data-parallel gradient sync on %1</source>
        <comment>BOTTLENECK_DP_COMM</comment>
        <translation>%1 上的数据并行梯度同步</translation>
    </message>
    <message>
        <source>FSDP/ZeRO-3 parameter gathers on %1</source>
        <comment>BOTTLENECK_FSDP_COMM</comment>
        <translation>%1 上的 FSDP/ZeRO-3 参数聚合</translation>
    </message>
    <message>
        <source>expert all-to-all on %1</source>
        <comment>BOTTLENECK_EP_COMM</comment>
        <translation>%1 上的专家 All-to-All</translation>
    </message>
    <message>
        <source>MoE token permutation (HBM bandwidth)</source>
        <comment>BOTTLENECK_MOE_DISPATCH</comment>
        <translation>MoE token 重排（HBM 带宽）</translation>
    </message>
    <message>
        <source>FP8 cast and transpose (HBM bandwidth)</source>
        <comment>BOTTLENECK_FP8_OVERHEAD</comment>
        <translation>FP8 转换与转置（HBM 带宽）</translation>
    </message>
    <message>
        <source>context-parallel K/V exchange on %1</source>
        <comment>BOTTLENECK_CP_COMM</comment>
        <translation>%1 上的上下文并行 K/V 交换</translation>
    </message>
    <message>
        <source>optimizer step (HBM bandwidth)</source>
        <comment>BOTTLENECK_OPTIMIZER</comment>
        <translation>优化器步骤（HBM 带宽）</translation>
    </message>
    <message>
        <source>optimizer step (CPU offload over PCIe)</source>
        <comment>BOTTLENECK_OPTIMIZER_OFFLOAD</comment>
        <translation>优化器步骤（经 PCIe 卸载到 CPU）</translation>
    </message>
    <message>
        <source>per layer and micro-batch: all-gather of the layer&apos;s Ψ_layer/t weights (2 B) before forward and backward, reduce-scatter of its gradients after backward, over %1 ranks on %2; exposed = max(0, gather − layer forward) + max(0, gather + reduce-scatter − layer backward), plus the stage&apos;s first gather and last reduce-scatter, plus the slowdown of the compute each hidden collective overlaps (%3: hidden time × %4)%5%6</source>
        <comment>EXPL_FSDP_COMM</comment>
        <translation>每层每个微批次：前向与反向之前 All-Gather 该层 Ψ_layer/t 的权重（2 B），反向之后 Reduce-Scatter 其梯度，在 %2 上跨 %1 个 rank；暴露时间 = max(0, 聚合 − 层前向) + max(0, 聚合 + Reduce-Scatter − 层反向)，加上该阶段首次聚合与最后一次 Reduce-Scatter，再加上每个被隐藏的集合通信所重叠计算的减速（%3：隐藏时间 × %4）%5%6</translation>
    </message>
    <message>
        <source>; FSDP2 per-parameter buffers: + 2·(2·w + g)·Ψ_layer/t bytes of HBM copy-out/copy-in per layer and micro-batch</source>
        <comment>EXPL_FSDP2_BUFFERS</comment>
        <translation>；FSDP2 逐参数缓冲区：每层每个微批次额外 2·(2·w + g)·Ψ_layer/t 字节的 HBM 拷出/拷入</translation>
    </message>
    <message>
        <source>; hybrid sharding: the shard&apos;s gradients all-reduced across replicas once per step (in dpCommExposed)</source>
        <comment>EXPL_FSDP_HYBRID</comment>
        <translation>；混合分片：分片的梯度每步在副本间 All-Reduce 一次（计入 dpCommExposed）</translation>
    </message>
    <message>
        <source>0: ZeRO stage below 3 (no per-layer parameter gathers)</source>
        <comment>EXPL_FSDP_COMM_NONE</comment>
        <translation>0：ZeRO 阶段低于 3（没有逐层参数聚合）</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2019 (ZeRO-3); Zhao et al. 2023 (PyTorch FSDP, VLDB) §3.3 prefetching and §3.2.2 hybrid sharding; contention: %1%2</source>
        <comment>SRC_FSDP_COMM</comment>
        <translation>Rajbhandari 等 2019（ZeRO-3）；Zhao 等 2023（PyTorch FSDP，VLDB）§3.3 预取与 §3.2.2 混合分片；争用：%1%2</translation>
    </message>
    <message>
        <source>; %1</source>
        <comment>SRC_MORE</comment>
        <translation>；%1</translation>
    </message>
    <message>
        <source>per MoE layer: permute and un-permute 2·(1 + topK)·h·2 bytes per dispatched token (b·s/(c·t)·expertTp of them) forward and again backward, at HBM bandwidth</source>
        <comment>EXPL_MOE_DISPATCH</comment>
        <translation>每个 MoE 层：对每个分发的 token（共 b·s/(c·t)·expertTp 个）重排与反重排 2·(1 + topK)·h·2 字节，前向一次、反向再一次，按 HBM 带宽计</translation>
    </message>
    <message>
        <source>0: dense model</source>
        <comment>EXPL_MOE_DISPATCH_DENSE</comment>
        <translation>0：稠密模型</translation>
    </message>
    <message>
        <source>%1; expert GEMMs as one grouped GEMM over experts/ep local experts of tokens·topK·ep/experts rows each; all-to-all over ep ranks %2 apart on %3%4</source>
        <comment>EXPL_MOE_IMBALANCE</comment>
        <translation>%1；专家 GEMM 作为一个分组 GEMM，覆盖 experts/ep 个本地专家，每个 tokens·topK·ep/experts 行；All-to-All 跨 ep 个相隔 %2 的 rank，在 %3 上%4</translation>
    </message>
    <message>
        <source>routing forced uniform (moeForceBalance): the slowest rank&apos;s load is 1 + √(2·ln(ep)/N) × mean for N = tokens·topK assignments per rank</source>
        <comment>EXPL_MOE_ROUTING_FORCED</comment>
        <translation>路由强制均匀（moeForceBalance）：最慢 rank 的负载为均值的 1 + √(2·ln(ep)/N) 倍，N = 每个 rank 的 tokens·topK 次分配</translation>
    </message>
    <message>
        <source>LoRA adapters of rank %1 on %2: a down-projection in → r and an up-projection r → out per adapted linear, in compute at HBM bandwidth: with r ≪ in, out they are memory-bound, (in + out) BF16 elements moved per token in each forward (recompute included), input-gradient and weight-gradient pass</source>
        <comment>EXPL_LORA_ADAPTERS</comment>
        <translation>秩为 %1 的 LoRA 适配器（作用于%2）：每个被适配的线性层有一个降维投影 in → r 和一个升维投影 r → out，按显存带宽计入计算时间：由于 r ≪ in、out，它们受显存带宽限制，每个 token 在每次前向（含重计算）、输入梯度和权重梯度计算中各搬运 (in + out) 个 BF16 元素</translation>
    </message>
    <message>
        <source>Q, K, V, O, the MLP and the experts (loraTargets all)</source>
        <comment>EXPL_LORA_ALL</comment>
        <translation>Q、K、V、O、MLP 和专家，loraTargets all</translation>
    </message>
    <message>
        <source>Q, K, V and O only (loraTargets attention)</source>
        <comment>EXPL_LORA_ATTENTION</comment>
        <translation>仅 Q、K、V 和 O，loraTargets attention</translation>
    </message>
    <message>
        <source>Hu et al. 2021, &apos;LoRA: Low-Rank Adaptation of Large Language Models&apos; (h = W₀x + BAx, W₀ frozen); NVIDIA Matrix Multiplication Background User&apos;s Guide, &apos;Math And Memory Bounds&apos;</source>
        <comment>SRC_LORA_ADAPTERS</comment>
        <translation>Hu 等，2021，《LoRA: Low-Rank Adaptation of Large Language Models》（h = W₀x + BAx，W₀ 冻结）；NVIDIA《Matrix Multiplication Background User&apos;s Guide》“Math And Memory Bounds”</translation>
    </message>
    <message>
        <source>round-robin benchmark routing (moeRoundRobin): token i to experts i·topK … i·topK + topK − 1, every expert the same load; with the deepep dispatcher a token crosses the NICs once per node its run of experts covers</source>
        <comment>EXPL_MOE_ROUTING_ROUND_ROBIN</comment>
        <translation>轮询式基准路由（moeRoundRobin）：第 i 个 token 发往专家 i·topK … i·topK + topK − 1，每个专家负载相同；使用 deepep 分发器时，一个 token 对其连续专家所覆盖的每个节点只经网卡发送一次</translation>
    </message>
    <message>
        <source>routed-expert GEMMs and the all-to-all of the slowest rank × %1 (learned dropless routing)</source>
        <comment>EXPL_MOE_ROUTING_LEARNED</comment>
        <translation>路由专家的 GEMM 与 All-to-All 按最慢 rank 计 × %1（学习得到的无丢弃路由）</translation>
    </message>
    <message>
        <source>, hidden under another micro-batch&apos;s compute where shorter (moeOverlap, Megatron combined 1F1B) except in the %1 of passes that run alone (pipeline warm-up and cool-down, the first forward, the last backward)</source>
        <comment>EXPL_MOE_OVERLAP</comment>
        <translation>，较短时隐藏在另一个微批次的计算之下（moeOverlap，Megatron 合并 1F1B），但单独运行的 %1 前向/反向（流水线预热与收尾、第一个前向、最后一个反向）除外</translation>
    </message>
    <message>
        <source>%1; Megatron Core MoE parallel folding (ep × expertTp × expertDp = tp × cp × dp)</source>
        <comment>SRC_MOE_IMBALANCE</comment>
        <translation>%1；Megatron Core MoE 并行折叠（ep × expertTp × expertDp = tp × cp × dp）</translation>
    </message>
    <message>
        <source>deepep: across scale-up domains a token crosses the NICs once per distinct remote node, nodes·(1 − (1 − 1/nodes)^topK)·(nodes − 1)/nodes copies%1, then NVLink forwards its topK copies; the slower of the two sets the time</source>
        <comment>EXPL_MOE_DEEPEP</comment>
        <translation>deepep：跨纵向扩展域时，每个 token 对每个不同的远端节点只经过网卡一次，共 nodes·(1 − (1 − 1/nodes)^topK)·(nodes − 1)/nodes 份副本%1，再由 NVLink 转发其 topK 份副本；两者中较慢者决定时间</translation>
    </message>
    <message>
        <source> (at most %1 nodes, node-limited routing)</source>
        <comment>EXPL_MOE_DEEPEP_MAX_NODES</comment>
        <translation>（最多 %1 个节点，节点受限路由）</translation>
    </message>
    <message>
        <source>expert TP %1: all-gather of the dispatched tokens and reduce-scatter of the expert outputs, forward and backward, inside the expert-TP group, not overlapped (in tpComm)</source>
        <comment>EXPL_EXPERT_TP_COMM</comment>
        <translation>专家 TP %1：在专家 TP 组内对分发的 token 做 All-Gather、对专家输出做 Reduce-Scatter，前向与反向各一次，不重叠（计入 tpComm）</translation>
    </message>
    <message>
        <source>Megatron Core --expert-tensor-parallel-size</source>
        <comment>SRC_EXPERT_TP_COMM</comment>
        <translation>Megatron Core 的 --expert-tensor-parallel-size 参数</translation>
    </message>
    <message>
        <source>switchless full mesh of %1 GPUs: a group of k GPUs inside it uses the k − 1 links among them, (k − 1)/(%1 − 1) of the scale-up bandwidth (TP %2: %3)</source>
        <comment>EXPL_MESH_GROUP_SHARE</comment>
        <translation>%1 个 GPU 的无交换机全互连：其中 k 个 GPU 的组使用它们之间的 k − 1 条链路，即纵向扩展带宽的 (k − 1)/(%1 − 1)（TP %2：%3）</translation>
    </message>
    <message>
        <source>AMD Instinct MI300X/MI325X: 7 Infinity Fabric links, one per peer (CDNA 3 white paper, 2023); Intel Gaudi 2/3: 21 RoCE ports, 3 per peer (Gaudi 2 white paper, 2022); the fabric&apos;s catalog entry</source>
        <comment>SRC_MESH_GROUP_SHARE</comment>
        <translation>AMD Instinct MI300X/MI325X：7 条 Infinity Fabric 链路，每个对端一条（CDNA 3 白皮书，2023）；Intel Gaudi 2/3：21 个 RoCE 端口，每个对端 3 个（Gaudi 2 白皮书，2022）；互连的组件目录条目</translation>
    </message>
    <message>
        <source>activations of %1 layers to host and back over PCIe (%2) per micro-batch, hidden under the stage&apos;s compute; the excess is added to compute</source>
        <comment>EXPL_ACTIVATION_OFFLOAD</comment>
        <translation>每个微批次将 %1 层的激活经 PCIe（%2）传到主机再传回，隐藏在该阶段的计算之下；超出部分计入计算</translation>
    </message>
    <message>
        <source>Megatron Core --cpu-offloading-num-layers (Transformer Engine CPU offload)</source>
        <comment>SRC_ACTIVATION_OFFLOAD</comment>
        <translation>Megatron Core --cpu-offloading-num-layers（Transformer Engine CPU 卸载）</translation>
    </message>
    <message>
        <source>selective recompute runs %1 of each layer&apos;s forward linear GEMMs again in the backward pass: GEMM time × (1 + share) for the forward part, in compute and hardware FLOPs (model FLOPs unchanged)</source>
        <comment>EXPL_RECOMPUTE_GEMM_SHARE</comment>
        <translation>选择性重计算在反向时再次运行每层前向线性 GEMM 的 %1：前向部分的 GEMM 时间 × (1 + 比例)，计入计算与硬件 FLOPs（模型 FLOPs 不变）</translation>
    </message>
    <message>
        <source>torchtitan per-op selective activation checkpointing (torchtitan/parallelisms/parallelize_llama.py _custom_policy, 2024: saves every matmul output except every second one)</source>
        <comment>SRC_RECOMPUTE_GEMM_SHARE</comment>
        <translation>torchtitan 逐算子选择性激活检查点（torchtitan/parallelisms/parallelize_llama.py _custom_policy，2024：保存每个矩阵乘输出，但每隔一个不保存）</translation>
    </message>
    <message>
        <source>recipe %1: %2 HBM bytes per element of every linear input and output gradient (cast + transpose%3)%4; only linear-layer GEMMs run at the FP8 rate, attention, norms and the output layer in BF16</source>
        <comment>EXPL_FP8_OVERHEAD</comment>
        <translation>配方 %1：每个线性层输入与输出梯度的每个元素 %2 字节 HBM 流量（转换 + 转置%3）%4；仅线性层 GEMM 以 FP8 速率运行，注意力、归一化与输出层为 BF16</translation>
    </message>
    <message>
        <source> + amax pass</source>
        <comment>EXPL_FP8_AMAX</comment>
        <translation> + amax 遍历</translation>
    </message>
    <message>
        <source>; with this frozen base the transpose is skipped, as no weight-gradient GEMM reads it (Transformer Engine quantises column-wise data only when the weight needs a gradient)</source>
        <comment>EXPL_FP8_FROZEN</comment>
        <translation>；此处基座权重冻结，省去转置，因为没有权重梯度 GEMM 读取它（Transformer Engine 仅在权重需要梯度时量化列方向数据）</translation>
    </message>
    <message>
        <source>0: not training in FP8</source>
        <comment>EXPL_FP8_NONE</comment>
        <translation>0：未使用 FP8 训练</translation>
    </message>
    <message>
        <source>0: no context parallelism</source>
        <comment>EXPL_CP_NONE</comment>
        <translation>0：无上下文并行</translation>
    </message>
    <message>
        <source>all-gather of K/V (b·s/c·2·kvDim·2/t bytes per rank) before attention (again to recompute) and reduce-scatter of their gradients after it, not overlapped</source>
        <comment>EXPL_CP_ALLGATHER</comment>
        <translation>注意力之前 All-Gather K/V（每 rank b·s/c·2·kvDim·2/t 字节，重计算时再来一次），之后 Reduce-Scatter 其梯度，不重叠</translation>
    </message>
    <message>
        <source>Liu et al. 2023 (Ring Attention); Megatron Core context parallelism; Dubey et al. 2024 (Llama 3) §3.3.2 all-gather CP; attention FLOPs: causal half executed, non-causal counted in model FLOPs (Megatron-LM convention)</source>
        <comment>SRC_CP_EXPOSED</comment>
        <translation>Liu 等 2023（Ring Attention）；Megatron Core 上下文并行；Dubey 等 2024（Llama 3）§3.3.2 All-Gather CP；注意力 FLOPs：因果注意力只执行一半，非因果计入模型 FLOPs（Megatron-LM 惯例）</translation>
    </message>
    <message>
        <source>must be an object</source>
        <comment>DIAG_NOT_OBJECT</comment>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>must be a list</source>
        <comment>DIAG_NOT_LIST</comment>
        <translation>必须是列表</translation>
    </message>
    <message>
        <source>is missing (a text value is required)</source>
        <comment>DIAG_MISSING_TEXT</comment>
        <translation>缺失（需要文本值）</translation>
    </message>
    <message>
        <source>must be a text value</source>
        <comment>DIAG_NOT_TEXT</comment>
        <translation>必须是文本值</translation>
    </message>
    <message>
        <source>has %1 characters; it %2</source>
        <comment>DIAG_TEXT_TOO_LONG</comment>
        <translation>有 %1 个字符；%2</translation>
    </message>
    <message>
        <source>is missing (a number is required)</source>
        <comment>DIAG_MISSING_NUMBER</comment>
        <translation>缺失（需要数字）</translation>
    </message>
    <message>
        <source>must be a number</source>
        <comment>DIAG_NOT_NUMBER</comment>
        <translation>必须是数字</translation>
    </message>
    <message>
        <source>is %1; a number&apos;s size must be &lt;= 1e21 (input contract: any number)</source>
        <comment>DIAG_NUMBER_TOO_LARGE</comment>
        <translation>为 %1；数字的绝对值必须 &lt;= 1e21（输入约定：任意数字）</translation>
    </message>
    <message>
        <source>must be &gt; %1</source>
        <comment>DIAG_GREATER_THAN</comment>
        <translation>必须 &gt; %1</translation>
    </message>
    <message>
        <source>must be &gt;= %1</source>
        <comment>DIAG_AT_LEAST</comment>
        <translation>必须 &gt;= %1</translation>
    </message>
    <message>
        <source>must be &lt;= %1</source>
        <comment>DIAG_AT_MOST</comment>
        <translation>必须 &lt;= %1</translation>
    </message>
    <message>
        <source>is missing (a whole number is required)</source>
        <comment>DIAG_MISSING_INTEGER</comment>
        <translation>缺失（需要整数）</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <comment>DIAG_NOT_INTEGER</comment>
        <translation>必须是整数</translation>
    </message>
    <message>
        <source>is %1; it %2</source>
        <comment>DIAG_TOO_LARGE</comment>
        <translation>为 %1；%2</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <comment>DIAG_NOT_BOOLEAN</comment>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of: %2</source>
        <comment>DIAG_NOT_ONE_OF</comment>
        <translation>“%1”不是以下之一：%2</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <comment>DIAG_EMPTY</comment>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <comment>DIAG_BETWEEN_GOT</comment>
        <translation>必须介于 %1 与 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <source>must be &lt;= %1 (input contract: %2)</source>
        <comment>DIAG_BOUND</comment>
        <translation>必须 &lt;= %1（输入约定：%2）</translation>
    </message>
    <message>
        <source>%1, got %2</source>
        <comment>DIAG_BOUND_GOT</comment>
        <translation>%1，实际为 %2</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <comment>DIAG_CANNOT_OPEN</comment>
        <translation>无法打开文件：%1</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <comment>DIAG_CANNOT_READ</comment>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <comment>DIAG_IS_FOLDER</comment>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>is not a regular file (a device, pipe or socket is not read)</source>
        <comment>DIAG_NOT_REGULAR_FILE</comment>
        <translation>不是普通文件（不读取设备、管道或套接字）</translation>
    </message>
    <message>
        <source>the file has %1 bytes; it %2</source>
        <comment>DIAG_FILE_TOO_LARGE</comment>
        <translation>文件有 %1 字节；%2</translation>
    </message>
    <message>
        <source>the text has %1 bytes; it %2</source>
        <comment>DIAG_TEXT_TOO_LARGE</comment>
        <translation>文本有 %1 字节；%2</translation>
    </message>
    <message>
        <source>lists and objects nested %1 deep at byte %2; nesting %3</source>
        <comment>DIAG_TOO_DEEP</comment>
        <translation>列表和对象在第 %2 字节处嵌套了 %1 层；嵌套深度%3</translation>
    </message>
    <message>
        <source>must be a PNG or JPEG picture as &quot;data:image/png;base64,...&quot; or &quot;data:image/jpeg;base64,...&quot;</source>
        <comment>DIAG_LOGO_NOT_PICTURE</comment>
        <translation>必须是 PNG 或 JPEG 图片，格式为 &quot;data:image/png;base64,...&quot; 或 &quot;data:image/jpeg;base64,...&quot;</translation>
    </message>
    <message>
        <source>holds a character that is not base64</source>
        <comment>DIAG_LOGO_NOT_BASE64</comment>
        <translation>包含非 base64 字符</translation>
    </message>
    <message>
        <source>the design has more than %1 GPUs up to this group; GPUs in a design %2</source>
        <comment>DIAG_TOO_MANY_GPUS</comment>
        <translation>到该组为止设计中的 GPU 已超过 %1 个；设计中的 GPU 数%2</translation>
    </message>
    <message>
        <source>the parts add up to %1; they %2</source>
        <comment>DIAG_TOO_MANY_PARTS</comment>
        <translation>部件合计 %1 个；%2</translation>
    </message>
    <message>
        <source>must be &gt;= 1: a model without layers cannot be analysed</source>
        <comment>DIAG_NO_LAYERS</comment>
        <translation>必须 &gt;= 1：没有层的模型无法分析</translation>
    </message>
    <message>
        <source>tp x pp x cp x dp %1</source>
        <comment>DIAG_PARALLEL_PRODUCT</comment>
        <translation>tp × pp × cp × dp %1</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <comment>DIAG_NOT_JSON</comment>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>cannot read the design: %1</source>
        <comment>DIAG_CANNOT_READ_DESIGN</comment>
        <translation>无法读取设计：%1</translation>
    </message>
    <message>
        <source>a design file is a JSON object</source>
        <comment>DIAG_DESIGN_NOT_OBJECT</comment>
        <translation>设计文件必须是 JSON 对象</translation>
    </message>
    <message>
        <source>is missing or not a whole number; is this a ClusterCanvas design?</source>
        <comment>DIAG_NO_SCHEMA_VERSION</comment>
        <translation>缺失或不是整数；这是 ClusterCanvas 设计文件吗？</translation>
    </message>
    <message>
        <source>the file is format version %1, made by a newer ClusterCanvas; this one reads up to version %2</source>
        <comment>DIAG_NEWER_VERSION</comment>
        <translation>该文件格式版本为 %1，由更新版本的 ClusterCanvas 创建；本程序最多读取版本 %2</translation>
    </message>
    <message>
        <source>no upgrade from version %1</source>
        <comment>DIAG_NO_UPGRADE</comment>
        <translation>无法从版本 %1 升级</translation>
    </message>
    <message>
        <source>has %1 entries; it %2</source>
        <comment>DIAG_TOO_MANY_ENTRIES</comment>
        <translation>有 %1 项；%2</translation>
    </message>
    <message>
        <source>id %1 is used by another object</source>
        <comment>DIAG_ID_USED</comment>
        <translation>id %1 已被其他对象使用</translation>
    </message>
    <message>
        <source>must be 0 (inferred), 1 (leaf), 2 (spine) or 3 (core)</source>
        <comment>DIAG_BAD_TIER</comment>
        <translation>必须是 0（自动推断）、1（Leaf 层）、2（Spine 层）或 3（核心层）</translation>
    </message>
    <message>
        <source>must be a list of 1 to 8 whole numbers &gt;= 1 whose product %1</source>
        <comment>DIAG_BAD_TORUS_DIMS</comment>
        <translation>必须是 1 到 8 个 &gt;= 1 的整数组成的列表，其乘积%1</translation>
    </message>
    <message>
        <source>must be warmer than inletC (the air heats up through the racks)</source>
        <comment>DIAG_OUTLET_NOT_WARMER</comment>
        <translation>必须高于 inletC（空气流经机柜时升温）</translation>
    </message>
    <message>
        <source>must be a fraction between 0 and 1</source>
        <comment>DIAG_NOT_FRACTION</comment>
        <translation>必须是 0 到 1 之间的比例</translation>
    </message>
    <message>
        <source>no server template has id %1</source>
        <comment>DIAG_NO_TEMPLATE</comment>
        <translation>没有 id 为 %1 的服务器模板</translation>
    </message>
    <message>
        <source>no group has id %1</source>
        <comment>DIAG_NO_GROUP</comment>
        <translation>没有 id 为 %1 的组</translation>
    </message>
    <message>
        <source>must be a list of workload objects</source>
        <comment>DIAG_NOT_WORKLOAD_LIST</comment>
        <translation>必须是训练任务对象的列表</translation>
    </message>
    <message>
        <source>must be an object of catalog entries by id</source>
        <comment>DIAG_SPECS_NOT_OBJECT</comment>
        <translation>必须是以 id 为键的组件目录条目对象</translation>
    </message>
    <message>
        <source>must equal its key &apos;%1&apos;</source>
        <comment>DIAG_ID_NOT_KEY</comment>
        <translation>必须与其键“%1”相同</translation>
    </message>
    <message>
        <source>must be a list of scenarios, each with a name and a design</source>
        <comment>DIAG_NOT_SCENARIO_LIST</comment>
        <translation>必须是方案列表，每个方案包含名称和设计</translation>
    </message>
    <message>
        <source>a design keeps at most %1 scenarios; this file has %2</source>
        <comment>DIAG_TOO_MANY_SCENARIOS</comment>
        <translation>一个设计最多保存 %1 个方案；该文件有 %2 个</translation>
    </message>
    <message>
        <source>must be an object with a name and a design</source>
        <comment>DIAG_SCENARIO_NOT_OBJECT</comment>
        <translation>必须是包含名称和设计的对象</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already the name of scenarios[%2]</source>
        <comment>DIAG_SCENARIO_NAME_TAKEN</comment>
        <translation>“%1”已是 scenarios[%2] 的名称</translation>
    </message>
    <message>
        <source>is missing (the scenario&apos;s copy of the design)</source>
        <comment>DIAG_SCENARIO_NO_DESIGN</comment>
        <translation>缺失（方案的设计副本）</translation>
    </message>
    <message>
        <source>a scenario&apos;s design cannot hold scenarios of its own</source>
        <comment>DIAG_NESTED_SCENARIOS</comment>
        <translation>方案的设计不能再包含方案</translation>
    </message>
    <message>
        <source>must be an object with customer, proposer and logo</source>
        <comment>DIAG_PROPOSAL_NOT_OBJECT</comment>
        <translation>必须是包含 customer、proposer 和 logo 的对象</translation>
    </message>
    <message>
        <source>not a plan file (no candidates array)</source>
        <comment>DIAG_NOT_PLAN</comment>
        <translation>不是规划文件（没有 candidates 数组）</translation>
    </message>
    <message>
        <source>no context length in the file; training sequence length set to %1 (change it in the training job)</source>
        <comment>HF_NO_CONTEXT</comment>
        <translation>文件中没有上下文长度；训练序列长度设为 %1（可在训练任务中修改）</translation>
    </message>
    <message>
        <source>context window %1; training sequence length set to %2 (pre-training length; raise it for a long-context run)</source>
        <comment>HF_CONTEXT_CUT</comment>
        <translation>上下文窗口 %1；训练序列长度设为 %2（预训练长度；长上下文训练时请调大）</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <comment>HF_TOO_DEEP</comment>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>not a JSON object (a Hugging Face config.json)</source>
        <comment>HF_NOT_OBJECT</comment>
        <translation>不是 JSON 对象（Hugging Face config.json）</translation>
    </message>
    <message>
        <source>%1 config: missing %2</source>
        <comment>HF_MISSING_KEYS</comment>
        <translation>%1 配置：缺少 %2</translation>
    </message>
    <message>
        <source>unknown architecture &quot;%1&quot;: missing %2</source>
        <comment>HF_UNKNOWN_MISSING_KEYS</comment>
        <translation>未知架构“%1”：缺少 %2</translation>
    </message>
    <message>
        <source>architecture &quot;%1&quot; is not one of the known families; read with Llama&apos;s key names and a gated MLP: check the shape</source>
        <comment>HF_UNKNOWN_ARCHITECTURE</comment>
        <translation>架构“%1”不属于已知模型系列；已按 Llama 的键名和门控 MLP 读取：请检查模型形状</translation>
    </message>
    <message>
        <source>must divide num_attention_heads</source>
        <comment>HF_KV_HEADS_DIVIDE</comment>
        <translation>必须整除 num_attention_heads</translation>
    </message>
    <message>
        <source>not a readable regular file</source>
        <comment>HF_NOT_REGULAR_FILE</comment>
        <translation>不是可读取的普通文件</translation>
    </message>
    <message>
        <source>larger than 1 MiB: not a model config.json</source>
        <comment>HF_TOO_LARGE</comment>
        <translation>大于 1 MiB：不是模型的 config.json</translation>
    </message>
    <message>
        <source>could not be read</source>
        <comment>HF_CANNOT_READ</comment>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>a workload must be a JSON object</source>
        <comment>DIAG_WORKLOAD_NOT_OBJECT</comment>
        <translation>训练任务必须是 JSON 对象</translation>
    </message>
    <message>
        <source>unknown model preset &apos;%1&apos; (known: %2)</source>
        <comment>DIAG_UNKNOWN_PRESET</comment>
        <translation>未知的模型预设“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>is missing (a whole number &gt;= 1 is required without a preset)</source>
        <comment>DIAG_MISSING_SHAPE</comment>
        <translation>缺失（没有预设时需要 &gt;= 1 的整数）</translation>
    </message>
    <message>
        <source>must divide heads (%1), got %2</source>
        <comment>DIAG_KV_HEADS</comment>
        <translation>必须整除 heads（%1），实际为 %2</translation>
    </message>
    <message>
        <source>must be between 1 and experts (%1)</source>
        <comment>DIAG_TOPK_RANGE</comment>
        <translation>必须介于 1 与 experts（%1）之间</translation>
    </message>
    <message>
        <source>must be &gt;= 1 for a mixture-of-experts model</source>
        <comment>DIAG_MOE_NEEDS_FFN</comment>
        <translation>混合专家模型必须 &gt;= 1</translation>
    </message>
    <message>
        <source>needs experts &gt;= 1</source>
        <comment>DIAG_NEEDS_EXPERTS</comment>
        <translation>需要 experts &gt;= 1</translation>
    </message>
    <message>
        <source>must not exceed layers (%1)</source>
        <comment>DIAG_DENSE_LAYERS</comment>
        <translation>不能超过层数（%1）</translation>
    </message>
    <message>
        <source>must be 0 (dropless) or &gt;= 1</source>
        <comment>DIAG_CAPACITY_FACTOR</comment>
        <translation>必须为 0（无丢弃）或 &gt;= 1</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3</source>
        <comment>DIAG_ZERO_STAGE</comment>
        <translation>必须为 0、1、2 或 3</translation>
    </message>
    <message>
        <source>scale-up link</source>
        <comment>CALIB_SCALE_UP</comment>
        <translation>纵向扩展链路</translation>
    </message>
    <message>
        <source>scale-out link</source>
        <comment>CALIB_SCALE_OUT</comment>
        <translation>横向扩展链路</translation>
    </message>
    <message>
        <source>scale-out all-to-all</source>
        <comment>CALIB_ALL_TO_ALL</comment>
        <translation>横向扩展 All-to-All</translation>
    </message>
    <message>
        <source>GEMM ceiling %1 of peak (catalog %2)</source>
        <comment>CALIB_GEMM</comment>
        <translation>GEMM 上限为峰值的 %1（组件目录为 %2）</translation>
    </message>
    <message>
        <source>step × %1</source>
        <comment>CALIB_STEP</comment>
        <translation>训练步 × %1</translation>
    </message>
    <message>
        <source>ClusterCanvas report: %1</source>
        <comment>RPT_TITLE</comment>
        <translation>ClusterCanvas 报告：%1</translation>
    </message>
    <message>
        <source>Design    %1 GPUs in %2 servers, %3 switches, %4 racks (%5 groups)</source>
        <comment>RPT_DESIGN</comment>
        <translation>设计      %1 个 GPU，%2 台服务器，%3 台交换机，%4 个机柜（%5 个组）</translation>
    </message>
    <message>
        <source>Network</source>
        <comment>RPT_NETWORK</comment>
        <translation>网络</translation>
    </message>
    <message>
        <source>%1: %2 switches, ports %3 / %4 used, links down %5, up %6</source>
        <comment>RPT_TIER</comment>
        <translation>%1：%2 台交换机，端口已用 %3 / %4，下行链路 %5，上行链路 %6</translation>
    </message>
    <message>
        <source>%1: %2 switches, ports %3 / %4 used, links down %5, up %6, oversubscription %7:1</source>
        <comment>RPT_TIER_OVERSUBSCRIBED</comment>
        <translation>%1：%2 台交换机，端口已用 %3 / %4，下行链路 %5，上行链路 %6，收敛比 %7:1</translation>
    </message>
    <message>
        <source>cables %1, transceivers %2</source>
        <comment>RPT_CABLES</comment>
        <translation>线缆 %1，光模块 %2</translation>
    </message>
    <message>
        <source>bisection %1 per direction, injection %2 per GPU</source>
        <comment>RPT_BISECTION</comment>
        <translation>对分带宽每方向 %1，每 GPU 注入带宽 %2</translation>
    </message>
    <message>
        <source>scale-up domain %1 GPUs; allreduce bus bandwidth %2 in a node, %3 across nodes (limited by %4)</source>
        <comment>RPT_ALLREDUCE</comment>
        <translation>纵向扩展域 %1 个 GPU；All-Reduce 总线带宽节点内 %2，跨节点 %3（受限于 %4）</translation>
    </message>
    <message>
        <source>Power     IT %1 (max %2), facility %3 at PUE %4</source>
        <comment>RPT_POWER</comment>
        <translation>功率      IT %1（最大 %2），设施总功率 %3，PUE %4</translation>
    </message>
    <message>
        <source>          largest server %1, largest rack %2</source>
        <comment>RPT_POWER_LARGEST</comment>
        <translation>          最大服务器 %1，最大机柜 %2</translation>
    </message>
    <message>
        <source>%1 x rack &apos;%2&apos;: %3 max of %4, %5/%6 U, %7</source>
        <comment>RPT_RACK</comment>
        <translation>%1 × 机柜“%2”：最大 %3，上限 %4，%5/%6 U，%7</translation>
    </message>
    <message>
        <source>Cooling   heat %1, airflow %2 CFM, %3 liquid-cooled racks</source>
        <comment>RPT_COOLING</comment>
        <translation>散热      热量 %1，风量 %2 CFM，%3 个液冷机柜</translation>
    </message>
    <message>
        <source>Cooling   heat %1, airflow %2 CFM, %3 liquid-cooled racks, %4 CDUs</source>
        <comment>RPT_COOLING_CDUS</comment>
        <translation>散热      热量 %1，风量 %2 CFM，%3 个液冷机柜，%4 台 CDU</translation>
    </message>
    <message>
        <source>Cost      capex %1 (indicative prices)</source>
        <comment>RPT_COST</comment>
        <translation>成本      资本支出 %1（参考目录价）</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <comment>RPT_FINDINGS</comment>
        <translation>分析发现（%1）</translation>
    </message>
    <message>
        <source>Analysis took %1 ms.</source>
        <comment>RPT_ANALYSIS_TIME</comment>
        <translation>分析耗时 %1 毫秒。</translation>
    </message>
    <message>
        <source>Training job: %1</source>
        <comment>RPT_TRAINING_JOB</comment>
        <translation>训练任务：%1</translation>
    </message>
    <message>
        <source>Training job: %1 (setup contradicts itself)</source>
        <comment>RPT_TRAINING_JOB_INVALID</comment>
        <translation>训练任务：%1（设置自相矛盾）</translation>
    </message>
    <message>
        <source>  Memory    %1 parameters (%2 active); per GPU %3 of %4, fits</source>
        <comment>RPT_MEMORY_FITS</comment>
        <translation>  显存      %1 参数（%2 激活）；每 GPU %3 / %4，放得下</translation>
    </message>
    <message>
        <source>  Memory    %1 parameters (%2 active); per GPU %3 of %4, DOES NOT FIT</source>
        <comment>RPT_MEMORY_NOT_FIT</comment>
        <translation>  显存      %1 参数（%2 激活）；每 GPU %3 / %4，放不下</translation>
    </message>
    <message>
        <source>            weights %1, gradients %2, optimizer %3, activations %4, other %5; largest micro-batch that fits: %6</source>
        <comment>RPT_MEMORY_PARTS</comment>
        <translation>            权重 %1，梯度 %2，优化器 %3，激活 %4，其他 %5；可放下的最大微批次：%6</translation>
    </message>
    <message>
        <source>note: %1</source>
        <comment>RPT_ADVICE_NOTE</comment>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>fits with %1: %2</source>
        <comment>RPT_ADVICE_FITS</comment>
        <translation>采用%1可放下：%2</translation>
    </message>
    <message>
        <source>fits with %1: %2, time to train %3</source>
        <comment>RPT_ADVICE_FITS_TIME</comment>
        <translation>采用%1可放下：%2，训练时间 %3</translation>
    </message>
    <message>
        <source>still over with %1: %2</source>
        <comment>RPT_ADVICE_OVER</comment>
        <translation>采用%1仍超出：%2</translation>
    </message>
    <message>
        <source>  Calibrated from measurements: %1; step, throughput, MFU, time to train and run cost are calibrated</source>
        <comment>RPT_CALIBRATED</comment>
        <translation>  已根据实测校准：%1；训练步时、吞吐量、MFU、训练时间和运行成本均为校准值</translation>
    </message>
    <message>
        <source>  Step      %1 on %2 GPUs (dp %3, micro-batches per step %4): compute %5, TP %6, pipeline %7, DP %8, EP %9, CP %10, optimizer %11%12</source>
        <comment>RPT_STEP</comment>
        <translation>  训练步时  %1，%2 个 GPU（dp %3，每步微批次 %4）：计算 %5，TP %6，流水线 %7，DP %8，EP %9，CP %10，优化器 %11%12</translation>
    </message>
    <message>
        <source>  Step*     %1 on %2 GPUs (dp %3, micro-batches per step %4): compute %5, TP %6, pipeline %7, DP %8, EP %9, CP %10, optimizer %11%12</source>
        <comment>RPT_STEP_CALIBRATED</comment>
        <translation>  训练步时* %1，%2 个 GPU（dp %3，每步微批次 %4）：计算 %5，TP %6，流水线 %7，DP %8，EP %9，CP %10，优化器 %11%12</translation>
    </message>
    <message>
        <source>            not runnable: does not fit in GPU memory (estimate kept for comparison)</source>
        <comment>RPT_NOT_RUNNABLE</comment>
        <translation>            无法运行：GPU 显存放不下（保留估算以供比较）</translation>
    </message>
    <message>
        <source>            %1 tokens/s; %2 model TFLOP/s per GPU (MFU %3), %4 hardware (HFU %5)</source>
        <comment>RPT_THROUGHPUT</comment>
        <translation>            %1 tokens/s；每 GPU %2 模型 TFLOP/s（MFU %3），硬件 %4（HFU %5）</translation>
    </message>
    <message>
        <source>            limited by %1</source>
        <comment>RPT_LIMITED_BY</comment>
        <translation>            瓶颈：%1</translation>
    </message>
    <message>
        <source>  Train     %1, %2 GPU-hours</source>
        <comment>RPT_TRAIN</comment>
        <translation>  训练      %1，%2 GPU 小时</translation>
    </message>
    <message>
        <source>  Storage   checkpoint %1, write %2 (%3), restore %4; data %5 needed of %6</source>
        <comment>RPT_STORAGE</comment>
        <translation>  存储      检查点 %1，写入 %2（%3），恢复 %4；数据需 %5，可用 %6</translation>
    </message>
    <message>
        <source>  Failures  job MTBF %1, checkpoint every %2, goodput %3</source>
        <comment>RPT_FAILURES</comment>
        <translation>  故障      任务 MTBF %1，每 %2 一个检查点，有效产出率 %3</translation>
    </message>
    <message>
        <source>  Run       wall %1, %2, %3 t CO2; bought %4, rented %5 at $%6/GPU-h; break-even utilisation %7</source>
        <comment>RPT_RUN</comment>
        <translation>  运行      总时长 %1，%2，%3 t CO2；购买 %4，租用 %5（$%6/GPU 小时）；盈亏平衡利用率 %7</translation>
    </message>
    <message>
        <source>Explain: every result, the formula it came from and its source</source>
        <comment>RPT_EXPLAIN</comment>
        <translation>说明：每项结果、其计算公式与来源</translation>
    </message>
    <message>
        <source>formula: %1</source>
        <comment>RPT_FORMULA</comment>
        <translation>公式：%1</translation>
    </message>
    <message>
        <source>source:  %1</source>
        <comment>RPT_SOURCE</comment>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>, %1</source>
        <comment>RPT_STEP_MORE</comment>
        <translation>，%1</translation>
    </message>
    <message>
        <source>FSDP %1</source>
        <comment>RPT_STEP_FSDP</comment>
        <translation>FSDP %1</translation>
    </message>
    <message>
        <source>MoE permutation %1</source>
        <comment>RPT_STEP_MOE</comment>
        <translation>MoE 重排 %1</translation>
    </message>
    <message>
        <source>FP8 casts %1</source>
        <comment>RPT_STEP_FP8</comment>
        <translation>FP8 转换 %1</translation>
    </message>
    <message>
        <source>&apos;%2&apos; has %3 %1, more than the %4 the analysis handles (input contract); no figures are computed for the design.</source>
        <comment>DESIGN_BEYOND_BOUNDS</comment>
        <translation>“%2”的%1为 %3，超过分析可处理的上限 %4（输入约定）；不计算该设计的任何数值。</translation>
    </message>
    <message>
        <source>Lower that count or split the design; a design file with it is refused when opened.</source>
        <comment>DESIGN_BEYOND_BOUNDS_FIX</comment>
        <translation>减小该数量或拆分设计；含此数量的设计文件在打开时会被拒绝。</translation>
    </message>
    <message>
        <source>attention %1 of BF16 peak (catalog %2)</source>
        <comment>CALIB_ATTENTION</comment>
        <translation>注意力为 BF16 峰值的 %1（组件目录为 %2）</translation>
    </message>
    <message>
        <source>attention not calibrated (catalog figure %1)</source>
        <comment>CALIB_ATTENTION_NONE</comment>
        <translation>注意力未校准（组件目录值 %1）</translation>
    </message>
    <message>
        <source>price: no purchase price for this server or its accelerators</source>
        <comment>PLAN_MISS_PRICE</comment>
        <translation>价格：该服务器或其加速卡没有采购价格</translation>
    </message>
    <message>
        <source>%1 trains in %2 (%3)</source>
        <comment>PLAN_FASTEST_BETTER_UNPRICED</comment>
        <translation>%1 训练需 %2（%3）</translation>
    </message>
    <message>
        <source>The group &apos;%1&apos; has %2 GPUs; GPUs in a design %3.</source>
        <comment>TRAINING_TOO_MANY_GPUS</comment>
        <translation>组“%1”有 %2 个 GPU；设计中的 GPU 数%3。</translation>
    </message>
    <message>
        <source>Lower the group&apos;s replicas.</source>
        <comment>TRAINING_TOO_MANY_GPUS_FIX</comment>
        <translation>请减少该组的副本数。</translation>
    </message>
    <message>
        <source>The air-cooled equipment (%1 at full load, %2 BTU/h) needs about %3 CFM (%5 m³/h) of air at a %4 °F (%6 °C) rise.</source>
        <comment>COOLING_AIRFLOW</comment>
        <translation>风冷设备（满载 %1，%2 BTU/h）在温升 %6 °C（%4 °F）时约需 %5 m³/h（%3 CFM）的风量。</translation>
    </message>
    <message>
        <source>a larger space: more nodes (Largest design, --max-gpus) or faster parts</source>
        <comment>PLAN_FASTEST_BETTER_NONE</comment>
        <translation>扩大搜索空间：更多节点（最大设计规模，--max-gpus）或更快的部件</translation>
    </message>
    <message>
        <source>The job fits in no design of the space: its memory per GPU exceeds every GPU even with ZeRO-3 and offload; allow larger GPUs or more GPUs (Largest design, --max-gpus).</source>
        <comment>PLAN_VERDICT_NO_FIT</comment>
        <translation>该任务在搜索空间的任何设计中都放不下：即使使用 ZeRO-3 和卸载，每 GPU 显存需求仍超过所有 GPU；请允许更大显存的 GPU 或更多 GPU（最大设计规模，--max-gpus）。</translation>
    </message>
    <message>
        <source>is missing</source>
        <comment>DIAG_MISSING</comment>
        <translation>缺失</translation>
    </message>
    <message>
        <source>cannot open the workload file: %1</source>
        <comment>DIAG_CANNOT_OPEN_WORKLOAD</comment>
        <translation>无法打开工作负载文件：%1</translation>
    </message>
    <message>
        <source>not a usable workload (see the messages above)</source>
        <comment>DIAG_UNUSABLE_WORKLOAD</comment>
        <translation>不是可用的工作负载（见上方消息）</translation>
    </message>
    <message>
        <source>cannot write a file without a name</source>
        <comment>SAVE_NO_NAME</comment>
        <translation>无法写入没有名称的文件</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <comment>SAVE_CANNOT_WRITE</comment>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1 to disk: %2</source>
        <comment>SAVE_CANNOT_SYNC</comment>
        <translation>无法将 %1 写入磁盘：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2 (creating a temporary file in %3)</source>
        <comment>SAVE_CANNOT_CREATE_TEMP</comment>
        <translation>无法写入 %1：%2（在 %3 中创建临时文件时）</translation>
    </message>
    <message>
        <source>cannot set the permissions of %1: %2</source>
        <comment>SAVE_CANNOT_SET_MODE</comment>
        <translation>无法设置 %1 的权限：%2</translation>
    </message>
    <message>
        <source>cannot replace %1: %2</source>
        <comment>SAVE_CANNOT_REPLACE</comment>
        <translation>无法替换 %1：%2</translation>
    </message>
    <message>
        <source>cannot replace %1: not a regular file (a socket or block device)</source>
        <comment>SAVE_NOT_REGULAR</comment>
        <translation>无法替换 %1：不是普通文件（套接字或块设备）</translation>
    </message>
    <message>
        <source>cannot write %1: no process is reading the FIFO</source>
        <comment>SAVE_FIFO_NO_READER</comment>
        <translation>无法写入 %1：没有进程在读取该 FIFO</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <comment>SAVE_CANNOT_CREATE_FOLDER</comment>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: unsupported image format &quot;%2&quot;</source>
        <comment>SAVE_IMAGE_FORMAT</comment>
        <translation>无法写入 %1：不支持的图像格式“%2”</translation>
    </message>
    <message>
        <source>cannot write %1: the image could not be encoded</source>
        <comment>SAVE_IMAGE_NOT_ENCODED</comment>
        <translation>无法写入 %1：无法编码该图像</translation>
    </message>
    <message>
        <source>Chosen by a plan for %1: %2.</source>
        <comment>PLAN_DESIGN_NOTE</comment>
        <translation>由规划为 %1 选定：%2。</translation>
    </message>
    <message>
        <source>cannot read catalog folder: %1</source>
        <comment>CAT_CANNOT_READ_FOLDER</comment>
        <translation>无法读取组件目录文件夹：%1</translation>
    </message>
    <message>
        <source>a catalog file is an object with an &apos;entries&apos; list</source>
        <comment>CAT_NOT_CATALOG</comment>
        <translation>组件目录文件必须是带有“entries”列表的对象</translation>
    </message>
    <message>
        <source>version %1 is newer than this ClusterCanvas understands (%2)</source>
        <comment>CAT_NEWER_VERSION</comment>
        <translation>版本 %1 比本 ClusterCanvas 能识别的版本（%2）更新</translation>
    </message>
    <message>
        <source>refers to &apos;%1&apos;, which is not in the catalog</source>
        <comment>CAT_UNKNOWN_REF</comment>
        <translation>引用了“%1”，但组件目录中没有该项</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a fabric in the catalog</source>
        <comment>CAT_NOT_A_FABRIC</comment>
        <translation>“%1”不是组件目录中的互连</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be 1 to %2 lowercase letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit</source>
        <comment>CAT_BAD_ID</comment>
        <translation>“%1”必须由 1 到 %2 个小写字母、数字、“.”、“_”或“-”组成，并以字母或数字开头</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a component kind</source>
        <comment>CAT_UNKNOWN_KIND</comment>
        <translation>“%1”不是组件类型</translation>
    </message>
    <message>
        <source>must not exceed %1</source>
        <comment>CAT_NOT_ABOVE</comment>
        <translation>不能超过 %1</translation>
    </message>
    <message>
        <source>needs at least one precision with dense FLOP/s &gt; 0</source>
        <comment>CAT_NO_DENSE_FLOPS</comment>
        <translation>至少需要一种稠密 FLOP/s &gt; 0 的精度</translation>
    </message>
    <message>
        <source>an appliance needs nics &gt; 0 and nicBitsPerS &gt; 0</source>
        <comment>CAT_APPLIANCE_NICS</comment>
        <translation>存储一体机需要 nics &gt; 0 且 nicBitsPerS &gt; 0</translation>
    </message>
    <message>
        <source>must be a non-empty list of {ref, count}</source>
        <comment>CAT_PARTS_NOT_LIST</comment>
        <translation>必须是非空的 {ref, count} 列表</translation>
    </message>
    <message>
        <source>the counts add up to %1; they %2</source>
        <comment>CAT_PART_COUNTS</comment>
        <translation>数量合计为 %1；%2</translation>
    </message>
    <message>
        <source>must be an object with a &apos;markets&apos; list</source>
        <comment>CAT_AVAILABILITY_NOT_OBJECT</comment>
        <translation>必须是带有“markets”列表的对象</translation>
    </message>
    <message>
        <source>must be a non-empty list of market codes such as &quot;global&quot; or &quot;cn&quot;</source>
        <comment>CAT_MARKETS_NOT_LIST</comment>
        <translation>必须是非空的市场代码列表，例如 &quot;global&quot; 或 &quot;cn&quot;</translation>
    </message>
    <message>
        <source>must be a lowercase market code such as &quot;cn&quot;</source>
        <comment>CAT_BAD_MARKET</comment>
        <translation>必须是小写的市场代码，例如 &quot;cn&quot;</translation>
    </message>
    <message>
        <source>must be an object with usdPerGpuHour, asOf and source</source>
        <comment>CAT_RENT_NOT_OBJECT</comment>
        <translation>必须是包含 usdPerGpuHour、asOf 和 source 的对象</translation>
    </message>
    <message>
        <source>must be a JSON object with &quot;runs&quot;</source>
        <comment>VALIDATION_NOT_OBJECT</comment>
        <translation>必须是包含 &quot;runs&quot; 的 JSON 对象</translation>
    </message>
    <message>
        <source>is %1, newer than this version reads (%2)</source>
        <comment>VALIDATION_NEWER_VERSION</comment>
        <translation>为 %1，比本版本能读取的版本（%2）更新</translation>
    </message>
    <message>
        <source>has %1 runs; it %2</source>
        <comment>VALIDATION_TOO_MANY_RUNS</comment>
        <translation>有 %1 个运行记录；%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used twice</source>
        <comment>VALIDATION_ID_TWICE</comment>
        <translation>“%1”被使用了两次</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by another validation file too</source>
        <comment>VALIDATION_ID_OTHER_FILE</comment>
        <translation>“%1”也被另一个验证文件使用</translation>
    </message>
    <message>
        <source>cannot read the validation cases: %1</source>
        <comment>VALIDATION_CANNOT_READ</comment>
        <translation>无法读取验证用例：%1</translation>
    </message>
    <message>
        <source>cannot list the validation folder: %1</source>
        <comment>VALIDATION_CANNOT_LIST</comment>
        <translation>无法列出验证文件夹：%1</translation>
    </message>
    <message>
        <source>has no validation case file (*.json)</source>
        <comment>VALIDATION_NO_FILES</comment>
        <translation>没有验证用例文件（*.json）</translation>
    </message>
    <message>
        <source>is not a field of a validation run (known: id, kind, name, source, url, date, flopConvention, system, workload, metric, published, expectFail, notes)</source>
        <comment>VALIDATION_UNKNOWN_FIELD</comment>
        <translation>不是验证运行记录的字段（已知字段：id、kind、name、source、url、date、flopConvention、system、workload、metric、published、expectFail、notes）</translation>
    </message>
    <message>
        <source>must be YYYY-MM or YYYY-MM-DD, got &apos;%1&apos;</source>
        <comment>VALIDATION_BAD_DATE</comment>
        <translation>必须是 YYYY-MM 或 YYYY-MM-DD，实际为“%1”</translation>
    </message>
    <message>
        <source>must give the reason (leave the field out when the run must match)</source>
        <comment>VALIDATION_EXPECT_FAIL_EMPTY</comment>
        <translation>必须给出原因（运行结果必须吻合时请省略该字段）</translation>
    </message>
    <message>
        <source>is missing (server, switch and gpus are required)</source>
        <comment>VALIDATION_NO_SYSTEM</comment>
        <translation>缺失（需要 server、switch 和 gpus）</translation>
    </message>
    <message>
        <source>has no usable model shape</source>
        <comment>VALIDATION_NO_MODEL_SHAPE</comment>
        <translation>没有可用的模型结构</translation>
    </message>
    <message>
        <source>unknown catalog server &apos;%1&apos;</source>
        <comment>VALIDATION_UNKNOWN_SERVER</comment>
        <translation>未知的组件目录服务器“%1”</translation>
    </message>
    <message>
        <source>unknown catalog accelerator &apos;%1&apos;</source>
        <comment>VALIDATION_UNKNOWN_ACCELERATOR</comment>
        <translation>未知的组件目录加速卡“%1”</translation>
    </message>
    <message>
        <source>unknown catalog fabric &apos;%1&apos;</source>
        <comment>VALIDATION_UNKNOWN_FABRIC</comment>
        <translation>未知的组件目录互连“%1”</translation>
    </message>
    <message>
        <source>the cluster could not be drawn: %1</source>
        <comment>VALIDATION_CLUSTER_FAILED</comment>
        <translation>无法生成集群：%1</translation>
    </message>
    <message>
        <source>%1 · recompute %2</source>
        <comment>VALIDATION_CONFIG</comment>
        <translation>%1 · 重计算 %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <comment>CALIB_AT_LINE</comment>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>cannot tell which collective this is: the output names no *_perf binary; name the file after it (all_reduce_perf.txt)</source>
        <comment>CALIB_NCCL_NO_COLLECTIVE</comment>
        <translation>无法判断这是哪种集合通信：输出中没有 *_perf 程序名；请按其命名文件（all_reduce_perf.txt）</translation>
    </message>
    <message>
        <source>a table row whose size, time or bandwidth is not a number</source>
        <comment>CALIB_NCCL_BAD_ROW</comment>
        <translation>表格行中的大小、时间或带宽不是数字</translation>
    </message>
    <message>
        <source>no nccl-tests table found (a &apos;#  size ... time algbw busbw&apos; header followed by rows)</source>
        <comment>CALIB_NCCL_NO_TABLE</comment>
        <translation>未找到 nccl-tests 表格（应为“#  size ... time algbw busbw”表头后跟数据行）</translation>
    </message>
    <message>
        <source>cannot tell how many ranks ran: no device list, no nranks, and bus bandwidth equals algorithm bandwidth</source>
        <comment>CALIB_NCCL_NO_RANKS</comment>
        <translation>无法判断运行的 rank 数：没有设备列表、没有 nranks，且总线带宽等于算法带宽</translation>
    </message>
    <message>
        <source>M, N and K must be whole numbers from 1 to %1 and TFLOP/s above 0 (input contract)</source>
        <comment>CALIB_GEMM_IMPLAUSIBLE</comment>
        <translation>M、N 和 K 必须是 1 到 %1 之间的整数，TFLOP/s 必须大于 0（输入约定）</translation>
    </message>
    <message>
        <source>the sweep mixes data types; only the %1 rows are used (give each type its own file)</source>
        <comment>CALIB_GEMM_MIXED_TYPES</comment>
        <translation>扫描混合了多种数据类型；只使用 %1 的行（请为每种类型单独提供文件）</translation>
    </message>
    <message>
        <source>more than %1 shapes; the rest are ignored (input contract)</source>
        <comment>CALIB_GEMM_TOO_MANY</comment>
        <translation>超过 %1 个形状；其余的将被忽略（输入约定）</translation>
    </message>
    <message>
        <source>a mamf-finder line whose median or MxNxK shape is not readable</source>
        <comment>CALIB_MAMF_BAD_LINE</comment>
        <translation>mamf-finder 行中的中位数或 MxNxK 形状无法读取</translation>
    </message>
    <message>
        <source>no mamf-finder shape line could be read</source>
        <comment>CALIB_MAMF_NO_LINE</comment>
        <translation>无法读取任何 mamf-finder 形状行</translation>
    </message>
    <message>
        <source>the header must name the columns m, n, k and tflops (and dtype unless one type is given)</source>
        <comment>CALIB_GEMM_BAD_HEADER</comment>
        <translation>表头必须包含 m、n、k 和 tflops 列（未指定单一类型时还需 dtype 列）</translation>
    </message>
    <message>
        <source>a row whose m, n, k or tflops is not a number</source>
        <comment>CALIB_GEMM_BAD_ROW</comment>
        <translation>行中的 m、n、k 或 tflops 不是数字</translation>
    </message>
    <message>
        <source>unknown dtype &apos;%1&apos; (bf16, fp16, fp8 or fp32)</source>
        <comment>CALIB_UNKNOWN_DTYPE</comment>
        <translation>未知的 dtype“%1”（bf16、fp16、fp8 或 fp32）</translation>
    </message>
    <message>
        <source>no GEMM sample found (a CSV with m, n, k, dtype and tflops columns, or mamf-finder.py output)</source>
        <comment>CALIB_GEMM_NO_SAMPLE</comment>
        <translation>未找到 GEMM 样本（应为包含 m、n、k、dtype 和 tflops 列的 CSV，或 mamf-finder.py 的输出）</translation>
    </message>
    <message>
        <source>the data type is not given: add a dtype column, or name it (--gemm-dtype bf16)</source>
        <comment>CALIB_GEMM_NO_DTYPE</comment>
        <translation>未指定数据类型：请添加 dtype 列，或指定类型（--gemm-dtype bf16）</translation>
    </message>
    <message>
        <source>the sequence length must be a whole number from 1 to %1, the head dimension from 1 to %2 and TFLOP/s above 0 and at most %3 (input contract)</source>
        <comment>CALIB_ATTN_IMPLAUSIBLE</comment>
        <translation>序列长度必须是 1 到 %1 之间的整数，头维度必须是 1 到 %2 之间的整数，TFLOP/s 必须大于 0 且不超过 %3（输入约定）</translation>
    </message>
    <message>
        <source>more than %1 rows; the rest are ignored (input contract)</source>
        <comment>CALIB_ATTN_TOO_MANY</comment>
        <translation>超过 %1 行；其余的将被忽略（输入约定）</translation>
    </message>
    <message>
        <source>a benchmark header without readable causal, headdim and seqlen</source>
        <comment>CALIB_ATTN_BAD_HEADER</comment>
        <translation>基准测试表头中的 causal、headdim 和 seqlen 无法读取</translation>
    </message>
    <message>
        <source>a method line whose fwd + bwd TFLOP/s is not a number</source>
        <comment>CALIB_ATTN_BAD_METHOD_LINE</comment>
        <translation>方法行中的 fwd + bwd TFLOP/s 不是数字</translation>
    </message>
    <message>
        <source>the header must name the columns seqlen, headdim, causal and tflops (forward + backward)</source>
        <comment>CALIB_ATTN_CSV_HEADER</comment>
        <translation>表头必须包含 seqlen、headdim、causal 和 tflops 列（前向 + 反向）</translation>
    </message>
    <message>
        <source>a row whose seqlen, headdim, causal, tflops or mode is not readable</source>
        <comment>CALIB_ATTN_BAD_ROW</comment>
        <translation>行中的 seqlen、headdim、causal、tflops 或 mode 无法读取</translation>
    </message>
    <message>
        <source>forward-only and backward-only rows are not used (the step model needs forward + backward)</source>
        <comment>CALIB_ATTN_ONE_DIRECTION</comment>
        <translation>不使用仅前向或仅反向的行（训练步时模型需要前向 + 反向）</translation>
    </message>
    <message>
        <source>no FlashAttention benchmark line could be read</source>
        <comment>CALIB_ATTN_NO_LINE</comment>
        <translation>无法读取任何 FlashAttention 基准测试行</translation>
    </message>
    <message>
        <source>no attention sample found (a CSV with seqlen, headdim, causal and tflops columns, or benchmark_flash_attention.py output)</source>
        <comment>CALIB_ATTN_NO_SAMPLE</comment>
        <translation>未找到注意力样本（应为包含 seqlen、headdim、causal 和 tflops 列的 CSV，或 benchmark_flash_attention.py 的输出）</translation>
    </message>
    <message>
        <source>must be an object with a version</source>
        <comment>CALIB_NOT_OBJECT</comment>
        <translation>必须是带有 version 的对象</translation>
    </message>
    <message>
        <source>is %1, newer than this version of ClusterCanvas reads (%2); update ClusterCanvas or calibrate again</source>
        <comment>CALIB_NEWER_VERSION</comment>
        <translation>为 %1，比本版 ClusterCanvas 能读取的版本（%2）更新；请更新 ClusterCanvas 或重新校准</translation>
    </message>
    <message>
        <source>must be a list of at most %1 fitted tiers</source>
        <comment>CALIB_TIERS_NOT_LIST</comment>
        <translation>必须是最多 %1 个已拟合层级的列表</translation>
    </message>
    <message>
        <source>must be a fraction of the dense peak, at most 1</source>
        <comment>CALIB_GEMM_OVER_PEAK</comment>
        <translation>必须是稠密峰值算力的比例，最大为 1</translation>
    </message>
    <message>
        <source>must be a fraction of the dense BF16 peak, at most 1</source>
        <comment>CALIB_ATTN_OVER_PEAK</comment>
        <translation>必须是 BF16 稠密峰值算力的比例，最大为 1</translation>
    </message>
    <message>
        <source>must be between 0.01 and 100 (measured / modelled step time)</source>
        <comment>CALIB_STEP_FACTOR_RANGE</comment>
        <translation>必须介于 0.01 与 100 之间（实测 / 模型训练步时）</translation>
    </message>
    <message>
        <source>the latency and bandwidth could not be fitted (fewer than two sizes, or times that do not grow with size)</source>
        <comment>CALIB_LINK_NOT_FITTED</comment>
        <translation>无法拟合延迟和带宽（少于两种消息大小，或时间不随大小增长）</translation>
    </message>
    <message>
        <source>the GEMM ceiling could not be fitted: every shape is memory-bound on %1, or the GPU has no %2 rate</source>
        <comment>CALIB_GEMM_NOT_FITTED</comment>
        <translation>无法拟合 GEMM 上限：在 %1 上每个形状都受显存带宽限制，或该 GPU 没有 %2 算力</translation>
    </message>
    <message>
        <source>the attention efficiency could not be fitted: no causal shape (the step model&apos;s attention is causal)</source>
        <comment>CALIB_ATTN_NO_CAUSAL</comment>
        <translation>无法拟合注意力效率：没有因果（causal）形状（训练步时模型的注意力是因果的）</translation>
    </message>
    <message>
        <source>the attention efficiency could not be fitted: the rates are above the dense BF16 peak of %1 in the benchmark&apos;s FLOP convention</source>
        <comment>CALIB_ATTN_OVER_GPU_PEAK</comment>
        <translation>无法拟合注意力效率：按该基准测试的 FLOP 计数方式，速率高于 %1 的 BF16 稠密峰值算力</translation>
    </message>
    <message>
        <source>the design has no GPU server group to calibrate</source>
        <comment>CALIB_NO_GPUS</comment>
        <translation>设计中没有可校准的 GPU 服务器组</translation>
    </message>
    <message>
        <source>a measured step time needs a workload the design can run (the design&apos;s first workload)</source>
        <comment>CALIB_STEP_NO_WORKLOAD</comment>
        <translation>实测训练步时需要设计能运行的工作负载（设计的第一个工作负载）</translation>
    </message>
    <message>
        <source>the measured step time is more than 100 times off the model&apos;s; is it the design&apos;s first workload?</source>
        <comment>CALIB_STEP_FAR_OFF</comment>
        <translation>实测训练步时与模型结果相差超过 100 倍；它是设计的第一个工作负载吗？</translation>
    </message>
    <message>
        <source>The calibration was measured on %1, not on this design&apos;s GPU; the figures use the catalog.</source>
        <comment>CALIBRATION_OTHER_GPU</comment>
        <translation>校准数据是在 %1 上测得的，而不是本设计的 GPU；各项数值使用组件目录数据。</translation>
    </message>
    <message>
        <source>Calibrate again with measurements of this GPU (Tools &gt; Calibrate).</source>
        <comment>CALIBRATION_OTHER_GPU_FIX</comment>
        <translation>请用本 GPU 的实测数据重新校准（工具 &gt; 校准）。</translation>
    </message>
    <message>
        <source>The GEMM sweep was measured in %1, not in the job&apos;s precision; the GEMM rate uses the catalog.</source>
        <comment>CALIBRATION_OTHER_DTYPE</comment>
        <translation>GEMM 扫描是以 %1 测得的，而不是任务的精度；GEMM 速率使用组件目录数据。</translation>
    </message>
    <message>
        <source>Measure a GEMM sweep in the job&apos;s precision.</source>
        <comment>CALIBRATION_OTHER_DTYPE_FIX</comment>
        <translation>请以任务的精度测量一次 GEMM 扫描。</translation>
    </message>
    <message>
        <source>Parallelism search: %1 on %2 GPUs</source>
        <comment>RPT_SEARCH_TITLE</comment>
        <translation>并行布局搜索：%1，%2 个 GPU</translation>
    </message>
    <message>
        <source>evaluated %1 configurations in %2 ms (%3 M/s); %4 checked against memory, %5 did not fit</source>
        <comment>RPT_SEARCH_EVALUATED</comment>
        <translation>在 %2 ms 内评估了 %1 种配置（%3 M/s）；其中 %4 种检查了显存，%5 种放不下</translation>
    </message>
    <message>
        <source>no configuration fits</source>
        <comment>RPT_SEARCH_NONE</comment>
        <translation>没有能放下的配置</translation>
    </message>
    <message>
        <source>  #   tp  pp    dp  cp  ep  mb     m   v  recompute  zero     step  time to train  MFU    memory/GPU</source>
        <comment>RPT_SEARCH_HEADER</comment>
        <translation>  #   tp  pp    dp  cp  ep  mb     m   v  重计算     ZeRO     步时       训练时间    MFU     显存/GPU</translation>
    </message>
    <message>
        <source>the design has no GPUs to search on</source>
        <comment>SEARCH_NO_GPUS</comment>
        <translation>设计中没有可供搜索的 GPU</translation>
    </message>
    <message>
        <source>asks for %1 GPUs, but the largest server group has %2</source>
        <comment>SEARCH_TOO_MANY_GPUS</comment>
        <translation>需要 %1 个 GPU，但最大的服务器组只有 %2 个</translation>
    </message>
    <message>
        <source>job: %1, %2, %3 tokens</source>
        <comment>RPT_PLAN_JOB</comment>
        <translation>任务：%1，%2，%3 个 token</translation>
    </message>
    <message>
        <source>job: %1, %2, %3 tokens (dataset %4 tokens × %5 epochs)</source>
        <comment>RPT_PLAN_JOB_EPOCHS</comment>
        <translation>任务：%1，%2，%3 个 token（数据集 %4 个 token × %5 轮）</translation>
    </message>
    <message>
        <source>pre-training</source>
        <comment>RPT_PLAN_METHOD_PRETRAIN</comment>
        <translation>预训练</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <comment>RPT_PLAN_METHOD_FULL</comment>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <comment>RPT_PLAN_METHOD_LORA</comment>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <comment>RPT_PLAN_METHOD_QLORA</comment>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>%1 designs evaluated (%2 layouts) in %3 s; space %4 designs</source>
        <comment>RPT_PLAN_EVALUATED</comment>
        <translation>已评估 %1 个设计（%2 种布局），用时 %3 秒；搜索空间共 %4 个设计</translation>
    </message>
    <message>
        <source>meets</source>
        <comment>RPT_PLAN_COL_OK</comment>
        <translation>达标</translation>
    </message>
    <message>
        <source>design</source>
        <comment>RPT_PLAN_COL_DESIGN</comment>
        <translation>设计</translation>
    </message>
    <message>
        <source>layout</source>
        <comment>RPT_PLAN_COL_LAYOUT</comment>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>wall time</source>
        <comment>RPT_PLAN_COL_WALL</comment>
        <translation>实际耗时</translation>
    </message>
    <message>
        <source>total cost</source>
        <comment>RPT_PLAN_COL_COST</comment>
        <translation>总成本</translation>
    </message>
    <message>
        <source>IT power</source>
        <comment>RPT_PLAN_COL_IT</comment>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>bottleneck</source>
        <comment>RPT_PLAN_COL_BOTTLENECK</comment>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>oom</source>
        <comment>RPT_PLAN_OOM</comment>
        <translation>显存不足</translation>
    </message>
    <message>
        <source>cheapest</source>
        <comment>RPT_PLAN_CHEAPEST</comment>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>fastest</source>
        <comment>RPT_PLAN_FASTEST</comment>
        <translation>最快</translation>
    </message>
    <message>
        <source>lowest energy</source>
        <comment>RPT_PLAN_LOWEST_ENERGY</comment>
        <translation>能耗最低</translation>
    </message>
    <message>
        <source>%1: none</source>
        <comment>RPT_PLAN_PICK_NONE</comment>
        <translation>%1：无</translation>
    </message>
    <message>
        <source>%1: %2; %3, %4, %5</source>
        <comment>RPT_PLAN_PICK</comment>
        <translation>%1：%2；%3，%4，%5</translation>
    </message>
    <message>
        <source>  limited by: %1</source>
        <comment>RPT_PLAN_LIMITED_BY</comment>
        <translation>  受限于：%1</translation>
    </message>
    <message>
        <source>  to do better: %1</source>
        <comment>RPT_PLAN_TO_DO_BETTER</comment>
        <translation>  如何改进：%1</translation>
    </message>
    <message>
        <source>no network (one server)</source>
        <comment>PLAN_FABRIC_STANDALONE</comment>
        <translation>无网络（单台服务器）</translation>
    </message>
    <message>
        <source>%1 fat-tree %2</source>
        <comment>PLAN_FABRIC_FAT_TREE</comment>
        <translation>%1 胖树 %2</translation>
    </message>
    <message>
        <source>%1 rail-optimised %2</source>
        <comment>PLAN_FABRIC_RAIL</comment>
        <translation>%1 轨道优化 %2</translation>
    </message>
    <message>
        <source>NVL72 racks, %1 %2</source>
        <comment>PLAN_FABRIC_NVL72</comment>
        <translation>NVL72 机柜，%1 %2</translation>
    </message>
    <message>
        <source>%1 × %2, %3</source>
        <comment>PLAN_CANDIDATE</comment>
        <translation>%1 × %2，%3</translation>
    </message>
    <message>
        <source>—</source>
        <comment>CMP_NONE</comment>
        <translation>—</translation>
    </message>
    <message>
        <source>no racks laid out</source>
        <comment>CMP_NO_RACKS</comment>
        <translation>未布置机柜</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <comment>CMP_MEMORY_OF</comment>
        <translation>%1 / %2（%3）</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>CMP_YES</comment>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <comment>CMP_NO</comment>
        <translation>否</translation>
    </message>
    <message>
        <source>calibration</source>
        <comment>CMP_FROM_CALIBRATION</comment>
        <translation>校准值</translation>
    </message>
    <message>
        <source>catalog</source>
        <comment>CMP_FROM_CATALOG</comment>
        <translation>组件目录</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <comment>CMP_TOKENS_PER_S</comment>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <source>no cloud price</source>
        <comment>CMP_NO_CLOUD_PRICE</comment>
        <translation>无云端价格</translation>
    </message>
    <message>
        <source>[%1] %2: %3</source>
        <comment>RPT_FINDING</comment>
        <translation>[%1] %3（%2）</translation>
    </message>
    <message>
        <source>error</source>
        <comment>RPT_SEVERITY_ERROR</comment>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <comment>RPT_SEVERITY_WARNING</comment>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <comment>RPT_SEVERITY_INFO</comment>
        <translation>提示</translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <comment>Q:bisectionBandwidth</comment>
        <translation>对分带宽</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth</source>
        <comment>Q:allreduceBusBandwidth</comment>
        <translation>All-Reduce 总线带宽</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <comment>Q:oversubscription</comment>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>IT power</source>
        <comment>Q:itPower</comment>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>Facility power</source>
        <comment>Q:facilityPower</comment>
        <translation>设施总功率</translation>
    </message>
    <message>
        <source>Server power</source>
        <comment>Q:serverPower</comment>
        <translation>单台服务器功率</translation>
    </message>
    <message>
        <source>Rack power</source>
        <comment>Q:rackPower</comment>
        <translation>机柜功率</translation>
    </message>
    <message>
        <source>Rack cooling</source>
        <comment>Q:rackCooling</comment>
        <translation>机柜散热方式</translation>
    </message>
    <message>
        <source>Heat load</source>
        <comment>Q:heatBtuPerH</comment>
        <translation>热负荷</translation>
    </message>
    <message>
        <source>Airflow</source>
        <comment>Q:airflowCfm</comment>
        <translation>风量</translation>
    </message>
    <message>
        <source>CDUs needed</source>
        <comment>Q:cdusNeeded</comment>
        <translation>所需 CDU 数量</translation>
    </message>
    <message>
        <source>Capex</source>
        <comment>Q:capexUsd</comment>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>Total cost of ownership (buy)</source>
        <comment>Q:tco.buyUsd</comment>
        <translation>总拥有成本（购买）</translation>
    </message>
    <message>
        <source>Total cost of renting</source>
        <comment>Q:tco.rentUsd</comment>
        <translation>租用总成本</translation>
    </message>
    <message>
        <source>Buy-versus-rent break-even</source>
        <comment>Q:tco.breakEvenYears</comment>
        <translation>购买与租用的盈亏平衡</translation>
    </message>
    <message>
        <source>CPU cores per GPU</source>
        <comment>Q:cpuCoresPerGpu</comment>
        <translation>每 GPU 的 CPU 核数</translation>
    </message>
    <message>
        <source>Host RAM to GPU memory</source>
        <comment>Q:ramToGpuMemory</comment>
        <translation>主机内存与显存之比</translation>
    </message>
    <message>
        <source>NICs per GPU</source>
        <comment>Q:nicsPerGpu</comment>
        <translation>每 GPU 的网卡数</translation>
    </message>
    <message>
        <source>Storage read bandwidth per GPU</source>
        <comment>Q:storageReadBytesPerSPerGpu</comment>
        <translation>每 GPU 的存储读取带宽</translation>
    </message>
    <message>
        <source>Parameters</source>
        <comment>Q:memory.params</comment>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Active parameters per token</source>
        <comment>Q:memory.activeParams</comment>
        <translation>每 token 激活参数量</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <comment>Q:memory.perGpuBytes.weights</comment>
        <translation>每 GPU 权重</translation>
    </message>
    <message>
        <source>Gradients per GPU</source>
        <comment>Q:memory.perGpuBytes.gradients</comment>
        <translation>每 GPU 梯度</translation>
    </message>
    <message>
        <source>Optimizer states per GPU</source>
        <comment>Q:memory.perGpuBytes.optimizer</comment>
        <translation>每 GPU 优化器状态</translation>
    </message>
    <message>
        <source>Activations per GPU</source>
        <comment>Q:memory.perGpuBytes.activations</comment>
        <translation>每 GPU 激活值</translation>
    </message>
    <message>
        <source>Other GPU memory</source>
        <comment>Q:memory.perGpuBytes.other</comment>
        <translation>其他显存占用</translation>
    </message>
    <message>
        <source>Fits in GPU memory</source>
        <comment>Q:memory.fits</comment>
        <translation>显存是否放得下</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits</source>
        <comment>Q:memory.maxMicroBatch</comment>
        <translation>可容纳的最大微批次</translation>
    </message>
    <message>
        <source>Host memory per server</source>
        <comment>Q:memory.hostBytesPerNode</comment>
        <translation>每台服务器主机内存</translation>
    </message>
    <message>
        <source>Step time</source>
        <comment>Q:performance.stepTimeS</comment>
        <translation>训练步时</translation>
    </message>
    <message>
        <source>Step: compute</source>
        <comment>Q:performance.breakdownS.compute</comment>
        <translation>步时：计算</translation>
    </message>
    <message>
        <source>Step: attention</source>
        <comment>Q:performance.breakdownS.attention</comment>
        <translation>步时：注意力</translation>
    </message>
    <message>
        <source>Step: tensor-parallel communication</source>
        <comment>Q:performance.breakdownS.tpComm</comment>
        <translation>步时：张量并行通信</translation>
    </message>
    <message>
        <source>Step: pipeline bubble</source>
        <comment>Q:performance.breakdownS.ppBubble</comment>
        <translation>步时：流水线气泡</translation>
    </message>
    <message>
        <source>Step: exposed data-parallel communication</source>
        <comment>Q:performance.breakdownS.dpCommExposed</comment>
        <translation>步时：未隐藏的数据并行通信</translation>
    </message>
    <message>
        <source>Step: expert all-to-all</source>
        <comment>Q:performance.breakdownS.epComm</comment>
        <translation>步时：专家 All-to-All</translation>
    </message>
    <message>
        <source>Step: context-parallel communication</source>
        <comment>Q:performance.breakdownS.cpComm</comment>
        <translation>步时：上下文并行通信</translation>
    </message>
    <message>
        <source>Step: exposed context-parallel exchange</source>
        <comment>Q:performance.breakdownS.cpExposed</comment>
        <translation>步时：未隐藏的上下文并行交换</translation>
    </message>
    <message>
        <source>Step: FSDP/ZeRO-3 communication</source>
        <comment>Q:performance.breakdownS.fsdpComm</comment>
        <translation>步时：FSDP/ZeRO-3 通信</translation>
    </message>
    <message>
        <source>Step: MoE token dispatch</source>
        <comment>Q:performance.breakdownS.moeDispatch</comment>
        <translation>步时：MoE token 分发</translation>
    </message>
    <message>
        <source>Step: FP8 overhead</source>
        <comment>Q:performance.breakdownS.fp8Overhead</comment>
        <translation>步时：FP8 额外开销</translation>
    </message>
    <message>
        <source>Step: optimizer</source>
        <comment>Q:performance.breakdownS.optimizer</comment>
        <translation>步时：优化器</translation>
    </message>
    <message>
        <source>Overlap contention</source>
        <comment>Q:performance.overlapContention</comment>
        <translation>重叠争用</translation>
    </message>
    <message>
        <source>MoE load imbalance</source>
        <comment>Q:performance.moeImbalance</comment>
        <translation>MoE 负载不均衡</translation>
    </message>
    <message>
        <source>MoE token dispatcher</source>
        <comment>Q:performance.moeDispatcher</comment>
        <translation>MoE token 分发器</translation>
    </message>
    <message>
        <source>Expert tensor-parallel communication</source>
        <comment>Q:performance.expertTpComm</comment>
        <translation>专家张量并行通信</translation>
    </message>
    <message>
        <source>Share of the group on the scale-up mesh</source>
        <comment>Q:performance.meshGroupShare</comment>
        <translation>位于 Scale-up 网络内的分组比例</translation>
    </message>
    <message>
        <source>Activation offload</source>
        <comment>Q:performance.activationOffload</comment>
        <translation>激活值卸载</translation>
    </message>
    <message>
        <source>Recomputed GEMM share</source>
        <comment>Q:performance.recomputeGemmShare</comment>
        <translation>重计算的 GEMM 比例</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <comment>Q:performance.loraAdapters</comment>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <comment>Q:performance.bottleneck</comment>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Throughput</source>
        <comment>Q:performance.tokensPerS</comment>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Model TFLOPS per GPU</source>
        <comment>Q:performance.modelTflopsPerGpu</comment>
        <translation>每 GPU 模型 TFLOPS</translation>
    </message>
    <message>
        <source>Hardware TFLOPS per GPU</source>
        <comment>Q:performance.hardwareTflopsPerGpu</comment>
        <translation>每 GPU 硬件 TFLOPS</translation>
    </message>
    <message>
        <source>MFU (model FLOPs utilisation)</source>
        <comment>Q:performance.mfu</comment>
        <translation>模型算力利用率（MFU）</translation>
    </message>
    <message>
        <source>HFU (hardware FLOPs utilisation)</source>
        <comment>Q:performance.hfu</comment>
        <translation>硬件算力利用率（HFU）</translation>
    </message>
    <message>
        <source>Time to train</source>
        <comment>Q:performance.timeToTrainS</comment>
        <translation>训练所需时间</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <comment>Q:performance.gpuHours</comment>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <comment>Q:storage.checkpointBytes</comment>
        <translation>检查点大小</translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <comment>Q:storage.checkpointWriteS</comment>
        <translation>检查点写入时间</translation>
    </message>
    <message>
        <source>Checkpoint restore time</source>
        <comment>Q:storage.checkpointRestoreS</comment>
        <translation>检查点恢复时间</translation>
    </message>
    <message>
        <source>Training-data read needed</source>
        <comment>Q:storage.dataReadBpsNeeded</comment>
        <translation>所需训练数据读取带宽</translation>
    </message>
    <message>
        <source>Training-data read available</source>
        <comment>Q:storage.dataReadBpsAvailable</comment>
        <translation>可用训练数据读取带宽</translation>
    </message>
    <message>
        <source>Job mean time between failures</source>
        <comment>Q:reliability.jobMtbfS</comment>
        <translation>作业平均无故障时间</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <comment>Q:reliability.checkpointIntervalS</comment>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>Goodput</source>
        <comment>Q:reliability.goodput</comment>
        <translation>有效训练率</translation>
    </message>
    <message>
        <source>Energy of the run</source>
        <comment>Q:run.energyKwh</comment>
        <translation>整次训练能耗</translation>
    </message>
    <message>
        <source>CO₂ of the run</source>
        <comment>Q:run.co2Kg</comment>
        <translation>整次训练 CO₂ 排放</translation>
    </message>
    <message>
        <source>Run cost (owned cluster)</source>
        <comment>Q:run.costBuyUsd</comment>
        <translation>训练成本（自有集群）</translation>
    </message>
    <message>
        <source>Run cost (rented)</source>
        <comment>Q:run.costRentUsd</comment>
        <translation>训练成本（租用）</translation>
    </message>
    <message>
        <source>Buy-versus-rent break-even utilisation</source>
        <comment>Q:run.breakEvenUtilisation</comment>
        <translation>购买与租用的盈亏平衡利用率</translation>
    </message>
    <message>
        <source>missing; give the id of a %1 from the catalog</source>
        <comment>GEN_PART_MISSING</comment>
        <translation>缺失；请给出组件目录中某个%1的 ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog</source>
        <comment>GEN_PART_UNKNOWN</comment>
        <translation>“%1”不在组件目录中</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a %2, not a %3</source>
        <comment>GEN_PART_WRONG_KIND</comment>
        <translation>“%1”是%2，不是%3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no compute NIC to connect to a network fabric</source>
        <comment>GEN_SERVER_NO_NIC</comment>
        <translation>“%1”没有可连接网络的计算网卡</translation>
    </message>
    <message>
        <source>&apos;%1&apos; speaks %2, which the compute NICs of &apos;%3&apos; do not</source>
        <comment>GEN_SWITCH_PROTOCOL</comment>
        <translation>“%1”使用 %2，而“%3”的计算网卡不支持</translation>
    </message>
    <message>
        <source>the catalog has no switch for the compute NICs of &apos;%1&apos;</source>
        <comment>GEN_NO_SWITCH</comment>
        <translation>组件目录中没有适配“%1”计算网卡的交换机</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a drive, not a networked storage appliance</source>
        <comment>GEN_STORAGE_IS_DRIVE</comment>
        <translation>“%1”是硬盘，不是网络存储设备</translation>
    </message>
    <message>
        <source>standalone servers have no network; leave it out or choose fat-tree</source>
        <comment>GEN_STANDALONE_SWITCH</comment>
        <translation>独立服务器没有网络；请留空，或选择 fat-tree</translation>
    </message>
    <message>
        <source>standalone servers have no network to reach shared storage</source>
        <comment>GEN_STANDALONE_STORAGE</comment>
        <translation>独立服务器没有网络，无法连接共享存储</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a generator; choose one of %2</source>
        <comment>GEN_UNKNOWN_TEMPLATE</comment>
        <translation>“%1”不是生成器；请从 %2 中选择</translation>
    </message>
    <message>
        <source>must be at least 1, got %1</source>
        <comment>GEN_AT_LEAST_ONE</comment>
        <translation>至少为 1，实际为 %1</translation>
    </message>
    <message>
        <source>%1 servers; a group %2</source>
        <comment>GEN_TOO_MANY_SERVERS</comment>
        <translation>%1 台服务器；一个分组%2</translation>
    </message>
    <message>
        <source>at least %1 appliances; a group %2</source>
        <comment>GEN_TOO_MANY_APPLIANCES</comment>
        <translation>至少 %1 台存储设备；一个分组%2</translation>
    </message>
    <message>
        <source>must be a finite ratio &gt;= 1 (leaf down:up), got %1</source>
        <comment>GEN_BAD_OVERSUBSCRIPTION</comment>
        <translation>应为不小于 1 的有限比值（叶交换机下行:上行），实际为 %1</translation>
    </message>
    <message>
        <source>must be at least 1 server per scalable unit, got %1</source>
        <comment>GEN_UNIT_AT_LEAST_ONE</comment>
        <translation>每个可扩展单元至少 1 台服务器，实际为 %1</translation>
    </message>
    <message>
        <source>%1 servers; it %2</source>
        <comment>GEN_UNIT_TOO_LARGE</comment>
        <translation>%1 台服务器；该值%2</translation>
    </message>
    <message>
        <source>%1 ports are too few for a leaf-spine fabric</source>
        <comment>GEN_RADIX_TOO_SMALL</comment>
        <translation>%1 个端口不足以构建叶-脊网络</translation>
    </message>
    <message>
        <source>%1 servers × %2 ports (%3 end ports) need more than three tiers of &apos;%4&apos; (%5 ports at %6; three tiers serve at most %7)</source>
        <comment>GEN_THREE_TIERS_TOO_FEW</comment>
        <translation>%1 台服务器 × %2 个端口（%3 个终端端口）需要三层以上的“%4”（%5 个端口，每口 %6；三层最多连接 %7 个）</translation>
    </message>
    <message>
        <source>%1; try --switch %2 (%3 ports)</source>
        <comment>GEN_TRY_BIGGER_SWITCH</comment>
        <translation>%1；可改用 --switch %2（%3 个端口）</translation>
    </message>
    <message>
        <source>%1; split the cluster or raise --oversubscription</source>
        <comment>GEN_SPLIT_THE_CLUSTER</comment>
        <translation>%1；请拆分集群，或提高 --oversubscription</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 GPUs; nvl72 needs a %3-GPU rack-scale system</source>
        <comment>GEN_NVL72_NEEDS_RACK</comment>
        <translation>“%1”有 %2 张 GPU；nvl72 需要 %3 GPU 的机柜级系统</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 GPUs; nvl72 needs a %3-GPU rack-scale system such as &apos;%4&apos;</source>
        <comment>GEN_NVL72_NEEDS_RACK_SUCH_AS</comment>
        <translation>“%1”有 %2 张 GPU；nvl72 需要 %3 GPU 的机柜级系统，例如“%4”</translation>
    </message>
    <message>
        <source>%1 servers in %2 units need %3 leaves, more than one spine layer of %4-port switches can reach (%4); use --template superpod, which adds a core tier</source>
        <comment>GEN_RAIL_NEEDS_CORE</comment>
        <translation>%2 个单元中的 %1 台服务器需要 %3 台叶交换机，超过单层脊交换机（%4 端口）所能连接的数量（%4）；请使用 --template superpod，它会增加核心层</translation>
    </message>
    <message>
        <source>a torus has no switches; leave it out or choose a switched --template</source>
        <comment>GEN_TORUS_SWITCH</comment>
        <translation>环面网络没有交换机；请留空，或选择带交换机的 --template</translation>
    </message>
    <message>
        <source>a torus has no switches to attach storage to; choose a switched --template</source>
        <comment>GEN_TORUS_STORAGE</comment>
        <translation>环面网络没有交换机可挂接存储；请选择带交换机的 --template</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: give 2 or 3 dimensions</source>
        <comment>GEN_TORUS_DIMS_COUNT</comment>
        <translation>“%1”：请给出 2 或 3 个维度</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: every dimension must be at least 1</source>
        <comment>GEN_TORUS_DIM_ZERO</comment>
        <translation>“%1”：每个维度至少为 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; makes %2 servers, but --nodes is %3</source>
        <comment>GEN_TORUS_DIMS_NODES</comment>
        <translation>“%1”共 %2 台服务器，但 --nodes 为 %3</translation>
    </message>
    <message>
        <source>a %1 torus needs %2 links per server, but &apos;%3&apos; has %4 compute NIC ports</source>
        <comment>GEN_TORUS_PORTS</comment>
        <translation>%1 环面网络每台服务器需要 %2 条链路，但“%3”只有 %4 个计算网卡端口</translation>
    </message>
    <message>
        <source>2 forward + 2 backward (2 more with full recompute) ring all-reduces of b·s·h·2 bytes per layer over t ranks on %1; overlap backward: the backward ones under the weight-gradient GEMMs; full: the forward ones under the forward GEMMs too; the hidden part pays the overlap contention</source>
        <comment>EXPL_TP_COMM</comment>
        <translation>每层 2 次前向 + 2 次反向（完整重计算时再加 2 次）环形 All-Reduce，每次 b·s·h·2 字节，在 %1 上跨 t 个 rank；反向重叠：反向的隐藏在权重梯度 GEMM 下；完全重叠：前向的也隐藏在前向 GEMM 下；隐藏部分计入重叠争用</translation>
    </message>
    <message>
        <source>every collective hidden under compute (ZeRO/DDP gradient reduction under the backward pass, ZeRO-1/2 weight gather under the forward pass, FSDP per-layer gathers, overlapped TP collectives, the ring-CP K/V exchange, the MoE all-to-all with dispatch overlap) slows the compute it overlaps by %1: extra = hidden time × s/(1 + s) = hidden × %2 (in dpCommExposed, fsdpComm, tpComm, cpComm and epComm)</source>
        <comment>EXPL_OVERLAP_CONTENTION</comment>
        <translation>每个被计算隐藏的集合通信（反向时的 ZeRO/DDP 梯度归约、前向时的 ZeRO-1/2 权重聚合、FSDP 逐层聚合、重叠的张量并行集合通信、环形 CP 的 K/V 交换、启用分发重叠的 MoE All-to-All）都会使其重叠的计算减速 %1：额外时间 = 隐藏时间 × s/(1 + s) = 隐藏时间 × %2（计入 dpCommExposed、fsdpComm、tpComm、cpComm 和 epComm）</translation>
    </message>
    <message>
        <source>ring: 3·(cp−1) K/V chunks of b·(s/cp)·2·kvDim·2/t bytes per layer; exposed = max(0, transfer − the chunk&apos;s attention time) + the overlap contention on the hidden part; equals cpComm</source>
        <comment>EXPL_CP_RING</comment>
        <translation>环形：每层 3·(cp−1) 个 b·(s/cp)·2·kvDim·2/t 字节的 K/V 分块；暴露时间 = max(0, 传输 − 该分块的注意力时间) + 隐藏部分的重叠争用；等于 cpComm</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <comment>DIAG_NOT_JSON_AT</comment>
        <translation>不是有效的 JSON（第 %1 行，第 %2 列）：%3</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>GEN_NAME_SERVER</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <comment>GEN_NAME_SERVERS</comment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Fat-tree of %1 × %2</source>
        <comment>GEN_NAME_FAT_TREE</comment>
        <translation>%1 × %2 胖树集群</translation>
    </message>
    <message>
        <source>Rail-optimized cluster of %1 × %2</source>
        <comment>GEN_NAME_RAIL_OPTIMIZED</comment>
        <translation>%1 × %2 轨道优化集群</translation>
    </message>
    <message>
        <source>SuperPOD-style cluster of %1 × %2</source>
        <comment>GEN_NAME_SUPERPOD</comment>
        <translation>%1 × %2 SuperPOD 式集群</translation>
    </message>
    <message>
        <source>%1 torus of %2</source>
        <comment>GEN_NAME_TORUS</comment>
        <translation>%2 组成的 %1 环面</translation>
    </message>
    <message>
        <source>NVL72 cluster of %1 × %2</source>
        <comment>GEN_NAME_NVL72</comment>
        <translation>%1 × %2 NVL72 集群</translation>
    </message>
    <message>
        <source>Generated standalone design: %1 × %2 without a cluster network.</source>
        <comment>GEN_DESC_STANDALONE</comment>
        <translation>生成的独立设计：%1 × %2，无集群网络。</translation>
    </message>
    <message>
        <source>Generated %1-tier fat-tree, %2 end ports. %3</source>
        <comment>GEN_DESC_FAT_TREE</comment>
        <translation>生成的 %1 层胖树，%2 个终端端口。%3</translation>
    </message>
    <message>
        <source>Generated %1-tier rail-optimized fabric: %2 scalable units of %3 servers, %4 rails, %5 leaf per rail per unit. %6</source>
        <comment>GEN_DESC_RAIL_OPTIMIZED</comment>
        <translation>生成的 %1 层轨道优化网络：%2 个可扩展单元，每单元 %3 台服务器，%4 条轨道，每单元每条轨道 %5 台 Leaf。%6</translation>
    </message>
    <message>
        <source>Generated %1-D torus %2: %3 links per server to its neighbours (wrap-around), %4 cables, no switches.</source>
        <comment>GEN_DESC_TORUS</comment>
        <translation>生成的 %1 维环面 %2：每台服务器 %3 条链路连到相邻服务器（首尾相接），共 %4 根线缆，无交换机。</translation>
    </message>
    <message>
        <source>%1 NVL72 racks (%2 GPUs in NVLink domains of %3). Scale-out: %4</source>
        <comment>GEN_DESC_NVL72</comment>
        <translation>%1 个 NVL72 机柜（%2 个 GPU，每个 NVLink 域 %3 个）。横向扩展：%4</translation>
    </message>
    <message>
        <source>%1, %2 ports at %3: one switch.</source>
        <comment>GEN_CLOS_ONE_SWITCH</comment>
        <translation>%1，%2 个端口，每端口 %3：单台交换机。</translation>
    </message>
    <message>
        <source>%1, %2 ports at %3: %4 leaves (%5 down / %6 up), %7 spines.</source>
        <comment>GEN_CLOS_TWO_TIERS</comment>
        <translation>%1，%2 个端口，每端口 %3：%4 台 Leaf（%5 下行 / %6 上行），%7 台 Spine。</translation>
    </message>
    <message>
        <source>%1, %2 ports at %3: %4 leaves (%5 down / %6 up), %7 spines in %8 pods of %9 leaves and %10 spines, %11 cores.</source>
        <comment>GEN_CLOS_THREE_TIERS</comment>
        <translation>%1，%2 个端口，每端口 %3：%4 台 Leaf（%5 下行 / %6 上行），%7 台 Spine，分为 %8 个 Pod，每个 Pod %9 台 Leaf 和 %10 台 Spine；%11 台 Core。</translation>
    </message>
    <message>
        <source>pp %1 × interleave %2 = %3 pipeline chunks exceed the %4 layers with the embedding and loss counted as layers (%5).</source>
        <comment>LAYERS_TOO_FEW_SLOTS</comment>
        <translation>pp %1 × 交错 %2 = %3 个流水线块，超过了 %4 层加上计为层的嵌入层和损失层（共 %5）。</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <comment>RACK_NAME_SERVERS</comment>
        <translation>%1 机柜</translation>
    </message>
    <message>
        <source>%1 network racks</source>
        <comment>RACK_NAME_NETWORK</comment>
        <translation>%1 网络机柜</translation>
    </message>
    <message>
        <source>%1 storage racks</source>
        <comment>RACK_NAME_STORAGE</comment>
        <translation>%1 存储机柜</translation>
    </message>
    <message>
        <source>%1 (partial)</source>
        <comment>RACK_NAME_PARTIAL</comment>
        <translation>%1（未满）</translation>
    </message>
    <message>
        <source>FlashAttention: ½·2·b·s²·a·(d_qk + d_v)/t FLOPs (causal half executed; model FLOPs count the full non-causal 4·b·s²·h as Megatron-LM does) × 3.5 at %1 of BF16 peak × n/(n + %2) for the n = s/256 key/value blocks of a causal query tile and its fixed cost of %2 blocks (ring context parallelism: one causal diagonal and cp − 1 unmasked steps of n = 3·(s/cp)/512 each) × head-dim factor (0.67 at 64, 1 at ≥ 128), relative to 16K</source>
        <comment>EXPL_ATTENTION_FLASH</comment>
        <translation>FlashAttention：½·2·b·s²·a·(d_qk + d_v)/t FLOPs（因果注意力只执行一半；模型 FLOPs 与 Megatron-LM 相同，按完整非因果的 4·b·s²·h 计）× 3.5，按 BF16 峰值的 %1 × n/(n + %2)，n = s/256 为一个因果查询 tile 的键/值块数，%2 为每个 tile 的固定开销（块数）（环形上下文并行：一个因果对角步和 cp − 1 个无掩码步，每步 n = 3·(s/cp)/512）× 头维度系数（64 时 0.67，≥ 128 时 1），相对于 16K</translation>
    </message>
</context>
<context>
    <name>PartInfo</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>互连</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Optic</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>PSU</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>CDU</source>
        <translation>CDU</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>%1 memory</source>
        <translation>%1 显存</translation>
    </message>
    <message>
        <source>%1 BF16</source>
        <translation>%1 BF16</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 cores, %2 PCIe lanes</source>
        <translation>%1 核，%2 条 PCIe 通道</translation>
    </message>
    <message>
        <source>%1 rated</source>
        <translation>额定 %1</translation>
    </message>
    <message>
        <source>switched</source>
        <translation>交换式</translation>
    </message>
    <message>
        <source>mesh, up to %1 GPUs</source>
        <translation>网状互连，最多 %1 个 GPU</translation>
    </message>
    <message>
        <source>NVSwitch (all-to-all)</source>
        <translation>NVSwitch（全互连）</translation>
    </message>
    <message>
        <source>Direct mesh</source>
        <translation>直连网状</translation>
    </message>
    <message>
        <source>PCIe only</source>
        <translation>仅 PCIe</translation>
    </message>
    <message>
        <source>NVLink bridge pairs</source>
        <translation>NVLink 桥接对</translation>
    </message>
    <message>
        <source>%1 is a networked storage system: place it on the cluster canvas, not inside a server.</source>
        <translation>%1 是网络存储系统：请放在集群画布上，而不是服务器内部。</translation>
    </message>
    <message>
        <source>%1 is a %2: it goes on the cluster canvas, not inside a server.</source>
        <translation>%1 是%2：应放在集群画布上，而不是服务器内部。</translation>
    </message>
    <message>
        <source>%1 is a cable or optic: set it on a link between groups, not inside a server.</source>
        <translation>%1 是线缆或光模块：请在组之间的链路上设置，而不是放在服务器内部。</translation>
    </message>
    <message>
        <source>%1 cannot go inside a server.</source>
        <translation>%1 不能放入服务器。</translation>
    </message>
    <message>
        <source>Internal fabric set to %1 (%2 × %3).</source>
        <translation>内部互连已设为 %1（%2 × %3）。</translation>
    </message>
    <message>
        <source>%1: now %2.</source>
        <translation>%1：现为 %2。</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>已添加 %1。</translation>
    </message>
</context>
<context>
    <name>Proposal</name>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>Kind of run</source>
        <translation>训练类型</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>案例数</translation>
    </message>
    <message>
        <source>Mean |error|, all</source>
        <translation>平均 |误差|（全部）</translation>
    </message>
    <message>
        <source>Signed, all</source>
        <translation>带符号平均（全部）</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>计入案例</translation>
    </message>
    <message>
        <source>Mean |error|</source>
        <translation>平均 |误差|</translation>
    </message>
    <message>
        <source>Max |error|</source>
        <translation>最大 |误差|</translation>
    </message>
    <message>
        <source>Target met</source>
        <translation>是否达标</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>尚未</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Published sources</source>
        <translation>公开来源</translation>
    </message>
    <message>
        <source>1 case</source>
        <translation>1 个案例</translation>
    </message>
    <message>
        <source>%1 cases</source>
        <translation>%1 个案例</translation>
    </message>
    <message>
        <source>• %1 (%2; %3): %4</source>
        <translation>• %1（%2；%3）：%4</translation>
    </message>
    <message>
        <source>no validation case file was given</source>
        <translation>未提供验证案例文件</translation>
    </message>
    <message>
        <source>Appendix: accuracy of the training estimates</source>
        <translation>附录：训练估算的准确度</translation>
    </message>
    <message>
        <source>The validation cases could not be read (%1).</source>
        <translation>无法读取验证案例（%1）。</translation>
    </message>
    <message>
        <source>The step time, throughput and MFU in this proposal come from the ClusterCanvas step-time model, checked against %1 published training runs of 2024–2026, each analysed on its own system. Error: + means the model estimates a faster run than was measured. Target per kind of run: mean within 10 %, no case beyond 20 %, over the counted cases (&quot;all&quot;: every case the model analysed). %2 cases the model cannot match yet (%3 of them refused as layouts) are expected failures, each with its reason in Help ▸ Accuracy, and not counted.</source>
        <translation>本方案中的训练步时、吞吐量和 MFU 来自 ClusterCanvas 步时模型，该模型已对照 2024–2026 年公开发表的 %1 个训练任务进行校验，每个任务均在其自身系统上分析。误差为正表示模型估算的速度快于实测。每类训练的目标：在计入的案例中平均误差不超过 10 %，且无任何案例超过 20 %（“全部”指模型分析过的所有案例）。模型目前尚无法匹配的 %2 个案例（其中 %3 个因并行布局不成立而被拒绝）属于预期失败，原因见“帮助 ▸ 准确度”，不计入统计。</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Indicative list prices in US dollars from the component catalog (see Assumptions and sources for each price&apos;s source and date); they are not quotes. Lines marked &quot;estimate&quot; use an estimated price or, for a server without a system price, the sum of its parts.</source>
        <translation>以美元计的参考目录价，来自组件目录（各价格的来源与日期见“假设与来源”），并非报价。标注“估算”的行使用估算价格；对于没有整机价格的服务器，则为其部件价格之和。</translation>
    </message>
    <message>
        <source>The design has nothing to buy yet.</source>
        <translation>该设计中尚无需要采购的内容。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>(no price known)</source>
        <translation>（价格未知）</translation>
    </message>
    <message>
        <source>(estimate)</source>
        <translation>（估算）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <source>Capex total</source>
        <translation>资本支出合计</translation>
    </message>
    <message>
        <source>1 line has no known price and counts as $0 in the total.</source>
        <translation>有 1 行没有已知价格，在合计中按 $0 计。</translation>
    </message>
    <message>
        <source>%1 lines have no known price and count as $0 in the total.</source>
        <translation>有 %1 行没有已知价格，在合计中按 $0 计。</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>分析发现</translation>
    </message>
    <message>
        <source>The analysis found nothing to point out about the infrastructure.</source>
        <translation>分析未发现基础设施方面需要指出的问题。</translation>
    </message>
    <message>
        <source>Infrastructure</source>
        <translation>基础设施</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>The analysis found nothing to point out about the training job.</source>
        <translation>分析未发现训练任务方面需要指出的问题。</translation>
    </message>
    <message>
        <source>custom model (%1 layers, hidden size %2)</source>
        <translation>自定义模型（%1 层，隐藏层维度 %2）</translation>
    </message>
    <message>
        <source>%1, %2 parameters</source>
        <translation>%1，%2 参数</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台服务器</translation>
    </message>
    <message>
        <source>AI training cluster proposal</source>
        <translation>AI 训练集群方案建议书</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>关键指标</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>个 GPU</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>个机柜</translation>
    </message>
    <message>
        <source>network switches</source>
        <translation>台网络交换机</translation>
    </message>
    <message>
        <source>IT power (typical × utilisation)</source>
        <translation>IT 功率（典型值 × 利用率）</translation>
    </message>
    <message>
        <source>facility power at PUE %1</source>
        <translation>PUE %1 下的设施总功率</translation>
    </message>
    <message>
        <source>capex, indicative list prices (%1 without a price)</source>
        <translation>资本支出，参考目录价（%1 无价格）</translation>
    </message>
    <message>
        <source>1 item</source>
        <translation>1 项</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 项</translation>
    </message>
    <message>
        <source>capex, indicative list prices</source>
        <translation>资本支出，参考目录价</translation>
    </message>
    <message>
        <source>No training job is set for this design.</source>
        <translation>该设计尚未设置训练任务。</translation>
    </message>
    <message>
        <source>Training job: %1</source>
        <translation>训练任务：%1</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>可放下</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU</source>
        <translation>每 GPU %1 / %2</translation>
    </message>
    <message>
        <source>step time on %1</source>
        <translation>在 %1 上的训练步时</translation>
    </message>
    <message>
        <source>model FLOPs utilisation (MFU)</source>
        <translation>模型算力利用率（MFU）</translation>
    </message>
    <message>
        <source>time to train (%1 GPU-hours)</source>
        <translation>训练所需时间（%1 GPU 小时）</translation>
    </message>
    <message>
        <source>The job&apos;s setup contradicts itself, so step time, MFU and time to train are not computed; the findings say why.</source>
        <translation>训练任务的设置自相矛盾，因此未计算训练步时、MFU 和训练时间；原因见分析发现。</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓扑</translation>
    </message>
    <message>
        <source>Each box is a group of identical systems with its replica count (×N). Each line is a bundle of links, labelled links per replica × speed · links in all; grey lines feed a non-blocking tier, orange and red ones an oversubscribed tier.</source>
        <translation>每个方框是一组相同的系统，并标有副本数（×N）。每条线是一束链路，标注为“每副本链路数 × 速率 · 链路总数”；灰线连接无阻塞层级，橙线和红线连接存在收敛比的层级。</translation>
    </message>
    <message>
        <source>The design has no groups yet.</source>
        <translation>该设计中尚无任何组。</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>unknown template</source>
        <translation>未知模板</translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos;</source>
        <translation>未知型号“%1”</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>组</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>No switched network: the servers are standalone or wired directly to each other.</source>
        <translation>无交换网络：服务器独立运行或彼此直连。</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Ports used / total</source>
        <translation>已用端口 / 总端口</translation>
    </message>
    <message>
        <source>Links down / up</source>
        <translation>下行 / 上行链路</translation>
    </message>
    <message>
        <source>Bandwidth down / up</source>
        <translation>下行 / 上行带宽</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 : 1</source>
        <translation>%1 : 1</translation>
    </message>
    <message>
        <source>top tier</source>
        <translation>顶层</translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation>对分带宽</translation>
    </message>
    <message>
        <source>%1 per direction across the worst halving cut</source>
        <translation>最差对半切分下每方向 %1</translation>
    </message>
    <message>
        <source>Injection bandwidth</source>
        <translation>注入带宽</translation>
    </message>
    <message>
        <source>%1 per GPU, one direction</source>
        <translation>每 GPU %1，单向</translation>
    </message>
    <message>
        <source>Scale-up (NVLink) domain</source>
        <translation>纵向扩展（NVLink）域</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth</source>
        <translation>All-Reduce 总线带宽</translation>
    </message>
    <message>
        <source>%1 in a server, %2 across servers (limited by %3)</source>
        <translation>服务器内 %1，跨服务器 %2（受限于 %3）</translation>
    </message>
    <message>
        <source>All-to-all bandwidth</source>
        <translation>All-to-All 带宽</translation>
    </message>
    <message>
        <source>%1 in a server, %2 across servers</source>
        <translation>服务器内 %1，跨服务器 %2</translation>
    </message>
    <message>
        <source>Cables and transceivers</source>
        <translation>线缆与光模块</translation>
    </message>
    <message>
        <source>%1 cables, %2 transceivers</source>
        <translation>%1 根线缆，%2 个光模块</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>供电与散热</translation>
    </message>
    <message>
        <source>IT power (planning figure)</source>
        <translation>IT 功率（规划值）</translation>
    </message>
    <message>
        <source>%1: typical %2 × utilisation %3</source>
        <translation>%1：典型值 %2 × 利用率 %3</translation>
    </message>
    <message>
        <source>IT power idle / maximum</source>
        <translation>IT 功率 空闲 / 最大</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>设施总功率</translation>
    </message>
    <message>
        <source>%1 at PUE %2</source>
        <translation>%1，PUE %2</translation>
    </message>
    <message>
        <source>Largest server / rack (maximum)</source>
        <translation>最大的服务器 / 机柜（最大值）</translation>
    </message>
    <message>
        <source>Heat at maximum power</source>
        <translation>最大功率下的散热量</translation>
    </message>
    <message>
        <source>Airflow of the air-cooled part</source>
        <translation>风冷部分的风量</translation>
    </message>
    <message>
        <source>%1 CFM at ΔT %2 °F</source>
        <translation>%1 CFM，ΔT %2 °F</translation>
    </message>
    <message>
        <source>Racks cooled by air / liquid</source>
        <translation>风冷 / 液冷机柜</translation>
    </message>
    <message>
        <source>Liquid cooling</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>%1 of heat into liquid, %2 CDU(s) (%3)</source>
        <translation>%1 热量进入液冷，%2 台 CDU（%3）</translation>
    </message>
    <message>
        <source>Typical power: %1</source>
        <translation>典型功率：%1</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>CPU cores per GPU</source>
        <translation>每 GPU 的 CPU 核数</translation>
    </message>
    <message>
        <source>RAM ÷ GPU memory</source>
        <translation>内存 ÷ 显存</translation>
    </message>
    <message>
        <source>NICs per GPU</source>
        <translation>每 GPU 的网卡数</translation>
    </message>
    <message>
        <source>PCIe lanes needed / from CPUs</source>
        <translation>所需 / CPU 提供的 PCIe 通道</translation>
    </message>
    <message>
        <source>Storage read per GPU</source>
        <translation>每 GPU 的存储读取带宽</translation>
    </message>
    <message>
        <source>%1 ×</source>
        <translation>%1 ×</translation>
    </message>
    <message>
        <source>Host balance per server</source>
        <translation>每台服务器的主机配比</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Method and precision</source>
        <translation>方法与精度</translation>
    </message>
    <message>
        <source>%1, %2, optimizer %3, ZeRO stage %4</source>
        <translation>%1，%2，优化器 %3，ZeRO 阶段 %4</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3 · CP %4 · EP %5</source>
        <translation>TP %1 · PP %2 · DP %3 · CP %4 · EP %5</translation>
    </message>
    <message>
        <source>Batches</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>micro-batch %1, global batch %2 sequences of %3 tokens</source>
        <translation>微批次 %1，全局批次 %2 条序列，每条 %3 个 token</translation>
    </message>
    <message>
        <source>Tokens to train on</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>%1 (%2 active per token)</source>
        <translation>%1（每个 token 激活 %2）</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 / %2：%3</translation>
    </message>
    <message>
        <source>fits, %1 free</source>
        <translation>放得下，剩余 %1</translation>
    </message>
    <message>
        <source>does not fit, %1 over</source>
        <translation>放不下，超出 %1</translation>
    </message>
    <message>
        <source>Memory by kind</source>
        <translation>显存构成</translation>
    </message>
    <message>
        <source>weights %1, gradients %2, optimizer %3, activations %4, other %5</source>
        <translation>权重 %1，梯度 %2，优化器状态 %3，激活 %4，其他 %5</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits</source>
        <translation>可放下的最大微批次</translation>
    </message>
    <message>
        <source>%1 per GPU: %2</source>
        <translation>每 GPU %1：%2</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>still over</source>
        <translation>仍然超出</translation>
    </message>
    <message>
        <source>What would change the memory per GPU:</source>
        <translation>以下改动会改变每 GPU 显存：</translation>
    </message>
    <message>
        <source>The job&apos;s setup contradicts itself, so its speed and cost are not computed; the findings say why.</source>
        <translation>训练任务的设置自相矛盾，因此未计算其速度和成本；原因见分析发现。</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>训练步时</translation>
    </message>
    <message>
        <source>%1 on %2, %3 micro-batches per step</source>
        <translation>%1，在 %2 上，每步 %3 个微批次</translation>
    </message>
    <message>
        <source>Step time by cause</source>
        <translation>训练步时构成</translation>
    </message>
    <message>
        <source>compute %1, TP %2, pipeline bubble %3, DP (exposed) %4, EP %5, CP %6, optimizer %7</source>
        <translation>计算 %1，TP %2，流水线气泡 %3，DP（未掩盖）%4，EP %5，CP %6，优化器 %7</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>受限于</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>Model FLOPs per GPU (MFU)</source>
        <translation>每 GPU 模型算力（MFU）</translation>
    </message>
    <message>
        <source>%1 TFLOP/s (%2)</source>
        <translation>%1 TFLOP/s（%2）</translation>
    </message>
    <message>
        <source>Hardware FLOPs per GPU (HFU)</source>
        <translation>每 GPU 硬件算力（HFU）</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练所需时间</translation>
    </message>
    <message>
        <source>%1, %2 GPU-hours</source>
        <translation>%1，%2 GPU 小时</translation>
    </message>
    <message>
        <source>Checkpoints, storage and failures</source>
        <translation>检查点、存储与故障</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>%1; written in %2 (limited by %3), restored in %4</source>
        <translation>%1；写入耗时 %2（受限于%3），恢复耗时 %4</translation>
    </message>
    <message>
        <source>Training data read</source>
        <translation>训练数据读取</translation>
    </message>
    <message>
        <source>%1 needed, %2 available</source>
        <translation>需要 %1，可用 %2</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>可靠性</translation>
    </message>
    <message>
        <source>job MTBF %1, checkpoint every %2 (Young/Daly), goodput %3</source>
        <translation>任务 MTBF %1，每 %2 保存一次检查点（Young/Daly），有效训练率 %3</translation>
    </message>
    <message>
        <source>The run</source>
        <translation>整次训练</translation>
    </message>
    <message>
        <source>Wall-clock time</source>
        <translation>实际耗时</translation>
    </message>
    <message>
        <source>Energy and CO₂</source>
        <translation>能耗与 CO₂</translation>
    </message>
    <message>
        <source>%1, %2 CO₂</source>
        <translation>%1，%2 CO₂</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 kWh</translation>
    </message>
    <message>
        <source>%1 MWh</source>
        <translation>%1 MWh</translation>
    </message>
    <message>
        <source>%1 kg</source>
        <translation>%1 kg</translation>
    </message>
    <message>
        <source>%1 t</source>
        <translation>%1 吨</translation>
    </message>
    <message>
        <source>Cost of the run when bought</source>
        <translation>自购时的训练成本</translation>
    </message>
    <message>
        <source>%1 (amortised capex, energy, maintenance)</source>
        <translation>%1（资本支出摊销、能耗、维护）</translation>
    </message>
    <message>
        <source>Cost of the run when rented</source>
        <translation>租用时的训练成本</translation>
    </message>
    <message>
        <source>%1 at $%2 per GPU-hour</source>
        <translation>%1，按每 GPU 小时 $%2</translation>
    </message>
    <message>
        <source>Break-even utilisation</source>
        <translation>盈亏平衡利用率</translation>
    </message>
    <message>
        <source>%1: above it, buying is cheaper than renting</source>
        <translation>%1：高于此值时，自购比租用更便宜</translation>
    </message>
    <message>
        <source>No training job is set, so memory, step time, MFU, checkpoints, reliability and run cost are not part of this proposal.</source>
        <translation>未设置训练任务，因此本方案不包括显存、训练步时、MFU、检查点、可靠性和训练成本。</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>%1&#xa0;%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1&#xa0;µs</source>
        <translation>%1&#xa0;µs</translation>
    </message>
    <message>
        <source>%1&#xa0;ms</source>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1&#xa0;s</source>
        <translation>%1&#xa0;秒</translation>
    </message>
    <message>
        <source>%1&#xa0;min</source>
        <translation>%1&#xa0;分钟</translation>
    </message>
    <message>
        <source>%1&#xa0;h</source>
        <translation>%1&#xa0;小时</translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translation>%1 万亿</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1B</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>%1: cluster proposal</source>
        <translation>%1：集群方案建议书</translation>
    </message>
    <message>
        <source>%1 · ClusterCanvas proposal</source>
        <translation>%1 · ClusterCanvas 方案建议书</translation>
    </message>
    <message>
        <source>Cannot write %1: there is no analysed design.</source>
        <translation>无法写入 %1：没有已分析的设计。</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be drawn.</source>
        <translation>无法写入 %1：无法绘制 PDF。</translation>
    </message>
    <message>
        <source>air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>air with containment</source>
        <translation>风冷（封闭通道）</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source> × %1 (%2 U each)</source>
        <translation> × %1（每台 %2 U）</translation>
    </message>
    <message>
        <source>Rack elevations</source>
        <translation>机柜布置图</translation>
    </message>
    <message>
        <source>No racks are laid out in this design, so there are no rack elevations; rack power, height and cooling are not checked.</source>
        <translation>该设计中未布置机柜，因此没有机柜布置图，也未检查机柜功率、高度和散热。</translation>
    </message>
    <message>
        <source>One elevation per rack row: every rack of a row is the same, and ×N says how many there are. Power is each rack&apos;s maximum (nameplate) draw against its limit, as circuits and cooling must carry the peak.</source>
        <translation>每个机柜列一张布置图：同一列中的机柜完全相同，×N 表示数量。功率为每个机柜的最大（铭牌）功耗与其上限的对比，因为供电回路和散热必须承受峰值。</translation>
    </message>
    <message>
        <source>× %1 · %2</source>
        <translation>× %1 · %2</translation>
    </message>
    <message>
        <source>%1 U rack</source>
        <translation>%1 U 机柜</translation>
    </message>
    <message>
        <source>max %1 of %2 (%3)</source>
        <translation>最大 %1 / %2（%3）</translation>
    </message>
    <message>
        <source>%1 max, no limit set</source>
        <translation>最大 %1，未设上限</translation>
    </message>
    <message>
        <source>%1 of %2 U used</source>
        <translation>已用 %1 / %2 U</translation>
    </message>
    <message>
        <source>Cooling: %1</source>
        <translation>散热：%1</translation>
    </message>
    <message>
        <source>%1 U do not fit in the rack</source>
        <translation>%1 U 放不进该机柜</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>backward pass</source>
        <translation>反向传播</translation>
    </message>
    <message>
        <source>full</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Components and their sources</source>
        <translation>组件及其来源</translation>
    </message>
    <message>
        <source>The design uses no catalog components.</source>
        <translation>该设计未使用任何目录组件。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>组件</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>(contains estimates)</source>
        <translation>（含估算值）</translation>
    </message>
    <message>
        <source>no source given</source>
        <translation>未注明来源</translation>
    </message>
    <message>
        <source>price %1 (%2)</source>
        <translation>价格 %1（%2）</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Efficiency constants used</source>
        <translation>所用效率常数</translation>
    </message>
    <message>
        <source>No training job is set, so no efficiency constants are used: the network figures above are line rates before any efficiency.</source>
        <translation>未设置训练任务，因此未使用效率常数：上文网络指标为未计任何效率损耗的线速。</translation>
    </message>
    <message>
        <source>The design has no GPU the training model can use, so no efficiency constants were applied.</source>
        <translation>该设计中没有训练模型可用的 GPU，因此未应用效率常数。</translation>
    </message>
    <message>
        <source>unknown generation</source>
        <translation>未知代次</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>常数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Large GEMMs, BF16, fraction of dense peak (%1, %2)</source>
        <translation>大型 GEMM，BF16，占稠密峰值的比例（%1，%2）</translation>
    </message>
    <message>
        <source>Large GEMMs, FP8, fraction of dense peak (%1)</source>
        <translation>大型 GEMM，FP8，占稠密峰值的比例（%1）</translation>
    </message>
    <message>
        <source>Sustained clock under power limit (%1)</source>
        <translation>功耗上限下的持续频率（%1）</translation>
    </message>
    <message>
        <source>FlashAttention forward + backward, fraction of BF16 peak (%1)</source>
        <translation>FlashAttention 前向 + 反向，占 BF16 峰值的比例（%1）</translation>
    </message>
    <message>
        <source>%1 collective bandwidth, fraction of line rate; latency per ring step</source>
        <translation>%1 集合通信带宽占线速的比例；每个环步的延迟</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>HBM bandwidth reached by streaming kernels</source>
        <translation>流式内核实际达到的 HBM 带宽</translation>
    </message>
    <message>
        <source>Share of the last backward pass that hides the data-parallel reduction</source>
        <translation>最后一次反向传播中用于掩盖数据并行归约的比例</translation>
    </message>
    <message>
        <source>Tensor-parallel communication overlapped with compute (the job&apos;s setting)</source>
        <translation>与计算重叠的张量并行通信（任务设置）</translation>
    </message>
    <message>
        <source>No published efficiency measurement exists for this GPU generation, so documented stand-in values are used.</source>
        <translation>该 GPU 代次尚无公开的效率实测数据，因此使用有文档说明的替代值。</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>假设与来源</translation>
    </message>
    <message>
        <source>How the infrastructure figures are computed</source>
        <translation>基础设施指标的计算方法</translation>
    </message>
    <message>
        <source>How the training figures are computed</source>
        <translation>训练指标的计算方法</translation>
    </message>
    <message>
        <source>%1&#xa0;days</source>
        <translation>%1&#xa0;天</translation>
    </message>
    <message>
        <source>Not shown, as there is nothing to draw for this design: %1.</source>
        <translation>未显示，因为此设计没有可绘制的内容：%1。</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本设计</translation>
    </message>
    <message>
        <source>Cheapest that meets every constraint</source>
        <translation>成本最低且满足全部限制条件</translation>
    </message>
    <message>
        <source>Fastest within the limits</source>
        <translation>限制条件内最快</translation>
    </message>
    <message>
        <source>Lowest energy</source>
        <translation>能耗最低</translation>
    </message>
    <message>
        <source>Cheaper, misses a constraint</source>
        <translation>成本更低，但未满足某项限制条件</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次优</translation>
    </message>
    <message>
        <source>, offload</source>
        <translation>，卸载</translation>
    </message>
    <message>
        <source>%1 × %2 (%3), %4</source>
        <translation>%1 × %2（%3），%4</translation>
    </message>
    <message>
        <source>misses the %1-day deadline (%2 days)</source>
        <translation>超出 %1 天期限（%2 天）</translation>
    </message>
    <message>
        <source>over the %1 budget (%2)</source>
        <translation>超出 %1 预算（%2）</translation>
    </message>
    <message>
        <source>no public rent price for its accelerator</source>
        <translation>其加速卡没有公开的租用价格</translation>
    </message>
    <message>
        <source>needs %1 kW of IT power (limit %2 kW)</source>
        <translation>需要 %1 kW IT 功率（上限 %2 kW）</translation>
    </message>
    <message>
        <source>needs %1 kW of facility power (limit %2 kW)</source>
        <translation>需要 %1 kW 设施总功率（上限 %2 kW）</translation>
    </message>
    <message>
        <source>a server draws %1 kW, more than the %2 kW per rack</source>
        <translation>单台服务器功耗 %1 kW，超过每机柜 %2 kW 的上限</translation>
    </message>
    <message>
        <source>needs liquid cooling</source>
        <translation>需要液冷</translation>
    </message>
    <message>
        <source>the job does not fit in its GPU memory</source>
        <translation>训练任务无法放入其显存</translation>
    </message>
    <message>
        <source>costs %1 more</source>
        <translation>成本高出 %1</translation>
    </message>
    <message>
        <source>%1 cheaper</source>
        <translation>便宜 %1</translation>
    </message>
    <message>
        <source>%1 slower</source>
        <translation>慢 %1</translation>
    </message>
    <message>
        <source>%1 faster</source>
        <translation>快 %1</translation>
    </message>
    <message>
        <source>%1 MWh more energy</source>
        <translation>多耗能 %1 MWh</translation>
    </message>
    <message>
        <source>equal on cost and time</source>
        <translation>成本与时间相同</translation>
    </message>
    <message>
        <source>not the criterion chosen (%1)</source>
        <translation>优势并非所选准则（%1）</translation>
    </message>
    <message>
        <source> (but %1)</source>
        <translation>（但%1）</translation>
    </message>
    <message>
        <source>a deadline of %1 days</source>
        <translation>%1 天的期限</translation>
    </message>
    <message>
        <source>a rent budget of %1</source>
        <translation>%1 的租赁预算</translation>
    </message>
    <message>
        <source>a budget of %1</source>
        <translation>%1 的预算</translation>
    </message>
    <message>
        <source>at most %1 kW of IT power</source>
        <translation>IT 功率不超过 %1 kW</translation>
    </message>
    <message>
        <source>at most %1 kW of facility power</source>
        <translation>设施总功率不超过 %1 kW</translation>
    </message>
    <message>
        <source>%1 kW per rack</source>
        <translation>每机柜 %1 kW</translation>
    </message>
    <message>
        <source>air cooling only</source>
        <translation>仅限风冷</translation>
    </message>
    <message>
        <source>parts matching &quot;%1&quot;</source>
        <translation>与“%1”匹配的部件</translation>
    </message>
    <message>
        <source>no constraints</source>
        <translation>无任何限制</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Design and layout</source>
        <translation>设计与并行布局</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>实际耗时</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租用费用</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>Why not chosen</source>
        <translation>未选原因</translation>
    </message>
    <message>
        <source>— (chosen)</source>
        <translation>—（已选）</translation>
    </message>
    <message>
        <source>Alternatives considered</source>
        <translation>考虑过的备选设计</translation>
    </message>
    <message>
        <source>This design was chosen by a plan for %1 over %2 designs (every server of the catalog at each size, with each fabric the generators build and the best layout of each), with %3. The table lists the design, the plan&apos;s recommended picks and the next-ranked designs, and why each was not chosen.</source>
        <translation>本设计由针对 %1 的规划在%3的条件下，从 %2 个设计中选出（组件目录中每种服务器的各种规模，搭配生成器构建的每种网络，各取其最佳并行布局）。下表列出本设计、规划推荐的选项和排名其后的设计，以及各自未被选中的原因。</translation>
    </message>
    <message>
        <source>Wall time includes failures and restarts; cost is the capex with maintenance and energy for the run (buy) or the rent of the run. All figures come from the same analysis as the rest of this proposal.</source>
        <translation>实际耗时包含故障与重启；成本为资本支出加上本次训练的维护与能耗费用（购买），或本次训练的租用费用（租用）。所有数据均来自与本方案建议书其余部分相同的分析。</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>分析发现</translation>
    </message>
    <message>
        <source>Prepared for: %1</source>
        <translation>呈送对象：%1</translation>
    </message>
    <message>
        <source>Prepared by: %1</source>
        <translation>编制方：%1</translation>
    </message>
    <message>
        <source>%1 in a server</source>
        <translation>服务器内 %1</translation>
    </message>
    <message>
        <source>not compared: no cloud price per GPU-hour is known for this GPU</source>
        <translation>未比较：此 GPU 没有已知的每 GPU 小时云端价格</translation>
    </message>
    <message>
        <source>Every figure in this proposal comes from the specifications below and the published methods listed in the engineering appendix. Prices are indicative list prices, not quotes; efficiencies are published measurements, never fitted to a result.</source>
        <translation>本方案建议书中的每项数据均来自下列规格以及工程附录中列出的已发表方法。价格为参考目录价，并非报价；效率为已发表的实测值，从未针对结果进行拟合。</translation>
    </message>
    <message>
        <source>Every figure in this proposal comes from the specifications below and published methods (papers and vendor benchmarks). Prices are indicative list prices, not quotes; efficiencies are published measurements, never fitted to a result. An engineering appendix with every formula is available on request.</source>
        <translation>本方案建议书中的每项数据均来自下列规格以及已发表的方法（论文与厂商基准测试）。价格为参考目录价，并非报价；效率为已发表的实测值，从未针对结果进行拟合。包含全部公式的工程附录可应要求提供。</translation>
    </message>
    <message>
        <source>Engineering appendix</source>
        <translation>工程附录</translation>
    </message>
    <message>
        <source>How each figure of this proposal is computed, with the published source of each formula, and the efficiency constants the training model applies.</source>
        <translation>本方案建议书中各项数据的计算方法及每个公式的公开来源，以及训练模型所采用的效率常数。</translation>
    </message>
    <message>
        <source>no purchase price for the server or its accelerators</source>
        <translation>该服务器或其加速卡没有采购价格</translation>
    </message>
    <message>
        <source>servers</source>
        <comment>group kind</comment>
        <translation>服务器</translation>
    </message>
    <message>
        <source>switches</source>
        <comment>group kind</comment>
        <translation>交换机</translation>
    </message>
    <message>
        <source>storage</source>
        <comment>group kind</comment>
        <translation>存储</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Notes on the components</source>
        <translation>各组件的备注</translation>
    </message>
    <message>
        <source>As the component catalog records them, in its own words.</source>
        <translation>按组件目录的原始记录（英文原文）。</translation>
    </message>
    <message>
        <source>Sustained clock under power limit, FP8 (%1)</source>
        <translation>功耗上限下的持续频率，FP8（%1）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 × %2 · %3 each</source>
        <translation>%1 × %2 · 每个 %3</translation>
    </message>
    <message>
        <source>no GPUs · %1 each</source>
        <translation>无 GPU · 每台 %1</translation>
    </message>
    <message>
        <source>%1 × %2 ports · %3</source>
        <translation>%1 × %2 端口 · %3</translation>
    </message>
    <message>
        <source>%1 read · %2</source>
        <translation>读取 %1 · %2</translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos;</source>
        <translation>未知型号“%1”</translation>
    </message>
    <message>
        <source>%1 × %2G · %3</source>
        <translation>%1 × %2G · %3</translation>
    </message>
    <message>
        <source>%1 (links per replica × speed · links in all)</source>
        <translation>%1（每副本链路数 × 速率 · 链路总数）</translation>
    </message>
    <message>
        <source>Cluster canvas</source>
        <translation>集群画布</translation>
    </message>
    <message>
        <source>Cannot write %1: the SVG drawing could not start</source>
        <translation>无法写入 %1：无法开始绘制 SVG</translation>
    </message>
    <message>
        <source>Cannot write %1: a %2 × %3 pixel image does not fit in memory</source>
        <translation>无法写入 %1：%2 × %3 像素的图像超出内存容量</translation>
    </message>
    <message>
        <source>Cannot write %1: the PNG could not be encoded</source>
        <translation>无法写入 %1：PNG 编码失败</translation>
    </message>
    <message>
        <source>Cannot export the canvas to %1: use a .svg or .png file name.</source>
        <translation>无法将画布导出到 %1：请使用 .svg 或 .png 文件名。</translation>
    </message>
    <message>
        <source>%1 must be at least %2.</source>
        <translation>%1 至少应为 %2。</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Scale-up fabrics</source>
        <translation>纵向扩展互连</translation>
    </message>
    <message>
        <source>NICs and DPUs</source>
        <translation>网卡与 DPU</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Cables and optics</source>
        <translation>线缆与光模块</translation>
    </message>
    <message>
        <source>Power supplies</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Coolant distribution</source>
        <translation>冷却液分配单元</translation>
    </message>
    <message>
        <source>%1 memory, %2 BF16 dense, %3 TDP</source>
        <translation>%1 显存，%2 BF16 稠密算力，%3 TDP</translation>
    </message>
    <message>
        <source>%1 × %2 %3, %4 U</source>
        <translation>%1 × %2 %3，%4 U</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, read %2, write %3</source>
        <translation>%1，读取 %2，写入 %3</translation>
    </message>
    <message>
        <source>%1 cores, %2 PCIe lanes</source>
        <translation>%1 核，%2 条 PCIe 通道</translation>
    </message>
    <message>
        <source>%1 U, nameplate %2</source>
        <translation>%1 U，铭牌功率 %2</translation>
    </message>
    <message>
        <source>%1, %2, up to %3 m</source>
        <translation>%1，%2，最长 %3 m</translation>
    </message>
    <message>
        <source>%1 U, %2</source>
        <translation>%1 U，%2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>Limits the training step: %1</source>
        <translation>限制训练步时：%1</translation>
    </message>
    <message>
        <source>%1 · %2 % busy</source>
        <translation>%1 · 占用 %2 %</translation>
    </message>
    <message>
        <source>%1 takes %2 % of the training step; while it runs, these links carry %3 % of their line rate, so over a step they are %4 % busy with it.</source>
        <translation>%1 占训练步时的 %2 %；其运行期间，这些链路承载其线速的 %3 %，因此折合到整个训练步，这些链路有 %4 % 被其占用。</translation>
    </message>
    <message>
        <source>These are the narrowest links on the path: they set the traffic&apos;s rate.</source>
        <translation>这些是路径上带宽最低的链路：它们决定该流量的速率。</translation>
    </message>
</context>
<context>
    <name>Term</name>
    <message>
        <source>accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>fabric</source>
        <translation>互连</translation>
    </message>
    <message>
        <source>nic</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>optic</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>cpu</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>psu</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>cdu</source>
        <translation>CDU</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>cpus</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>scale-up fabric</source>
        <translation>纵向扩展互连</translation>
    </message>
    <message>
        <source>power &amp; cooling</source>
        <translation>供电与散热</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>chassis (fans, board)</source>
        <translation>机箱（风扇、主板）</translation>
    </message>
    <message>
        <source>psu losses</source>
        <translation>电源转换损耗</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>accelerators &amp; servers</source>
        <translation>加速卡与服务器</translation>
    </message>
    <message>
        <source>network switches</source>
        <translation>网络交换机</translation>
    </message>
    <message>
        <source>optics &amp; cables</source>
        <translation>光模块与线缆</translation>
    </message>
    <message>
        <source>racks, power &amp; cooling</source>
        <translation>机柜、供电与散热</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Leaf 层</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>Spine 层</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心层</translation>
    </message>
    <message>
        <source>storage write bandwidth</source>
        <translation>存储写入带宽</translation>
    </message>
    <message>
        <source>storage read bandwidth</source>
        <translation>存储读取带宽</translation>
    </message>
    <message>
        <source>storage NICs</source>
        <translation>存储网卡</translation>
    </message>
    <message>
        <source>the job&apos;s compute NICs</source>
        <translation>任务的计算网卡</translation>
    </message>
    <message>
        <source>fabric bisection</source>
        <translation>网络对分带宽</translation>
    </message>
    <message>
        <source>local NVMe (no storage system drawn)</source>
        <translation>本地 NVMe（未绘制存储系统）</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>torus cut</source>
        <translation>环面切分</translation>
    </message>
    <message>
        <source>no network</source>
        <translation>无网络</translation>
    </message>
    <message>
        <source>single node</source>
        <translation>单节点</translation>
    </message>
    <message>
        <source>CUDA context and library workspaces (assumed 1.5 GiB)</source>
        <translation>CUDA 上下文与库工作区（假设 1.5 GiB）</translation>
    </message>
    <message>
        <source>NCCL communicator buffers (0.25 GiB per group: NCCL_BUFFSIZE 4 MiB × 32 channels × 2)</source>
        <translation>NCCL 通信器缓冲区（每组 0.25 GiB：NCCL_BUFFSIZE 4 MiB × 32 通道 × 2）</translation>
    </message>
    <message>
        <source>ZeRO-3/FSDP gathered layers (current + prefetched)</source>
        <translation>ZeRO-3/FSDP 已聚合的层（当前 + 预取）</translation>
    </message>
    <message>
        <source>Allocator fragmentation margin (assumed 5 % of tensors)</source>
        <translation>分配器碎片余量（假设为张量的 5 %）</translation>
    </message>
    <message>
        <source>IT idle power</source>
        <translation>IT 空闲功率</translation>
    </message>
    <message>
        <source>IT typical power</source>
        <translation>IT 典型功率</translation>
    </message>
    <message>
        <source>IT max power</source>
        <translation>IT 最大功率</translation>
    </message>
    <message>
        <source>IT planning power</source>
        <translation>IT 规划功率</translation>
    </message>
    <message>
        <source>facility power</source>
        <translation>设施总功率</translation>
    </message>
    <message>
        <source>capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>part power x replicas of every group, utilisation, PUE</source>
        <translation>部件功率 × 每组副本数、利用率、PUE</translation>
    </message>
    <message>
        <source>every cost line&apos;s count x unit price</source>
        <translation>每条成本项的数量 × 单价</translation>
    </message>
    <message>
        <source>text length</source>
        <translation>文本长度</translation>
    </message>
    <message>
        <source>file size in bytes</source>
        <translation>文件大小（字节）</translation>
    </message>
    <message>
        <source>nesting depth</source>
        <translation>嵌套深度</translation>
    </message>
    <message>
        <source>logo size</source>
        <translation>Logo 大小</translation>
    </message>
    <message>
        <source>proposal names</source>
        <translation>方案建议书名称</translation>
    </message>
    <message>
        <source>GPUs per design</source>
        <translation>每个设计的 GPU 数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>parts per server</source>
        <translation>每台服务器的部件数</translation>
    </message>
    <message>
        <source>contents per rack group</source>
        <translation>每个机柜组的内容数</translation>
    </message>
    <message>
        <source>server templates</source>
        <translation>服务器模板数</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>组数</translation>
    </message>
    <message>
        <source>links</source>
        <translation>链路数</translation>
    </message>
    <message>
        <source>rack groups</source>
        <translation>机柜组数</translation>
    </message>
    <message>
        <source>replicas per group</source>
        <translation>每组副本数</translation>
    </message>
    <message>
        <source>replicas per rack</source>
        <translation>每机柜副本数</translation>
    </message>
    <message>
        <source>racks per rack group</source>
        <translation>每个机柜组的机柜数</translation>
    </message>
    <message>
        <source>links per replica</source>
        <translation>每个副本的链路数</translation>
    </message>
    <message>
        <source>breakout per port</source>
        <translation>每端口拆分数</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>端口数</translation>
    </message>
    <message>
        <source>rack units</source>
        <translation>机架单元数</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU 核数</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe 通道数</translation>
    </message>
    <message>
        <source>workloads per design</source>
        <translation>每个设计的训练任务数</translation>
    </message>
    <message>
        <source>specs per file</source>
        <translation>每个文件的规格数</translation>
    </message>
    <message>
        <source>catalog entries per file</source>
        <translation>每个文件的组件目录条目数</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>parallel degree</source>
        <translation>并行度</translation>
    </message>
    <message>
        <source>pipeline stages: at most layers + 2, and 65,536</source>
        <translation>流水线阶段数：最多为层数 + 2，且不超过 65,536</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>全局批次</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>air with containment</source>
        <translation>风冷（封闭通道）</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>switch chips</source>
        <translation>交换芯片数</translation>
    </message>
    <message>
        <source>torus dimensions</source>
        <translation>环面维数</translation>
    </message>
    <message>
        <source>nodes along a torus dimension</source>
        <translation>环面单维节点数</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>GPUs per validation run</source>
        <translation>每个验证运行的 GPU 数</translation>
    </message>
    <message>
        <source>validation runs per file</source>
        <translation>每个文件的验证运行记录数</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>in rack</source>
        <translation>机柜内</translation>
    </message>
    <message>
        <source>adjacent rack</source>
        <translation>相邻机柜</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>同一机柜列</translation>
    </message>
    <message>
        <source>another rack row</source>
        <translation>另一机柜列</translation>
    </message>
    <message>
        <source>unplaced</source>
        <translation>未放置</translation>
    </message>
    <message>
        <source>type not chosen</source>
        <translation>未选择类型</translation>
    </message>
    <message>
        <source>unspecified</source>
        <translation>未指定</translation>
    </message>
    <message>
        <source>transceiver</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>fibre</source>
        <translation>光纤</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>没有那个文件或目录</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>权限不够</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>不允许的操作</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>是一个目录</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>不是目录</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>设备上没有空间</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>超出磁盘配额</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>只读文件系统</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>输入/输出错误</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>文件名过长</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>文件过大</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>文件已存在</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>符号链接的层数过多</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>打开的文件过多</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>设备或资源忙</translation>
    </message>
    <message>
        <source>Text file busy</source>
        <translation>文本文件忙</translation>
    </message>
    <message>
        <source>No such device or address</source>
        <translation>没有那个设备或地址</translation>
    </message>
    <message>
        <source>Broken pipe</source>
        <translation>断开的管道</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
</context>
<context>
    <name>cc::app::Autosave</name>
    <message>
        <source>Cannot create the recovery folder %1</source>
        <translation>无法创建恢复文件夹 %1</translation>
    </message>
    <message>
        <source>(never saved)</source>
        <translation>（从未保存）</translation>
    </message>
    <message>
        <source>%1, saved %2:
  %3</source>
        <translation>%1，保存于 %2：
  %3</translation>
    </message>
    <message>
        <source>Saved file: %1

Recovery copy from %2:
  %3</source>
        <translation>已保存的文件：%1

%2 的恢复副本：
  %3</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>ClusterCanvas did not close cleanly. A recovery copy of %1 from %2 was found.</source>
        <translation>ClusterCanvas 上次未正常关闭。找到了 %1 在 %2 的恢复副本。</translation>
    </message>
    <message>
        <source>an unsaved design</source>
        <translation>未保存的设计</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>比较(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>Compare with the saved file</source>
        <translation>与已保存的文件比较</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>无法恢复</translation>
    </message>
</context>
<context>
    <name>cc::app::Document</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
</context>
<context>
    <name>cc::app::MainWindow</name>
    <message>
        <source>Catalog</source>
        <translation>组件目录</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Full report</source>
        <translation>完整报告</translation>
    </message>
    <message>
        <source>Bottlenecks</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>方案对比</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>缩放 %1 %</translation>
    </message>
    <message>
        <source>Analysis %1 ms</source>
        <translation>分析 %1 ms</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*] — ClusterCanvas</source>
        <translation>%1[*] — ClusterCanvas</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>New from &amp;generator…</source>
        <translation>从生成器新建(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Plan a cluster…</source>
        <translation>规划集群(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Import model (config.json)…</source>
        <translation>导入模型（config.json）(&amp;I)…</translation>
    </message>
    <message>
        <source>Import a Hugging Face model config</source>
        <translation>导入 Hugging Face 模型配置</translation>
    </message>
    <message>
        <source>Model configs (config.json *.json)</source>
        <translation>模型配置（config.json *.json）</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>导入模型</translation>
    </message>
    <message>
        <source>Cannot import %1:
%2</source>
        <translation>无法导入 %1：
%2</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>已导入 %1</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>A&amp;lign</source>
        <translation>对齐(&amp;L)</translation>
    </message>
    <message>
        <source>Left edges</source>
        <translation>左边缘</translation>
    </message>
    <message>
        <source>Top edges</source>
        <translation>上边缘</translation>
    </message>
    <message>
        <source>Horizontal centres</source>
        <translation>水平居中</translation>
    </message>
    <message>
        <source>Vertical centres</source>
        <translation>垂直居中</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit design</source>
        <translation>适应设计(&amp;F)</translation>
    </message>
    <message>
        <source>Actual size (&amp;100 %)</source>
        <translation>实际大小（100 %）(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;Cluster canvas</source>
        <translation>集群画布(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Start page</source>
        <translation>起始页(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>服务器(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Edit server interior</source>
        <translation>编辑服务器内部(&amp;E)</translation>
    </message>
    <message>
        <source>Select a server group first (or double-click it).</source>
        <translation>请先选择一个服务器组（或双击它）。</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to use the canvas</source>
        <translation>画布使用方法(&amp;H)</translation>
    </message>
    <message>
        <source>Using the canvas</source>
        <translation>使用画布</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Add&lt;/b&gt;: drag servers, switches and storage from the catalog onto the canvas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Connect&lt;/b&gt;: drag from a group&apos;s round port handle (top centre) onto another group.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Replicas&lt;/b&gt;: select a group and set its replica count in Properties.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Server interior&lt;/b&gt;: double-click a server group.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Navigate&lt;/b&gt;: wheel zooms, middle button or Space + drag pans, Ctrl+0 fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;添加&lt;/b&gt;：从组件目录将服务器、交换机和存储拖到画布上。&lt;/p&gt;&lt;p&gt;&lt;b&gt;连接&lt;/b&gt;：从组的圆形端口手柄（顶部中央）拖到另一个组上。&lt;/p&gt;&lt;p&gt;&lt;b&gt;副本&lt;/b&gt;：选中一个组，在“属性”中设置其副本数。&lt;/p&gt;&lt;p&gt;&lt;b&gt;服务器内部&lt;/b&gt;：双击服务器组。&lt;/p&gt;&lt;p&gt;&lt;b&gt;浏览&lt;/b&gt;：滚轮缩放，中键或空格 + 拖动平移，Ctrl+0 适应窗口。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Accuracy of the step-time model</source>
        <translation>步时模型的准确度(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;About ClusterCanvas</source>
        <translation>关于 ClusterCanvas(&amp;A)</translation>
    </message>
    <message>
        <source>About ClusterCanvas</source>
        <translation>关于 ClusterCanvas</translation>
    </message>
    <message>
        <source>&lt;b&gt;ClusterCanvas&lt;/b&gt; %1&lt;br/&gt;Design AI-training clusters and see what they can do.&lt;br/&gt;Prices are indicative, not quotes; every figure names its source.</source>
        <translation>&lt;b&gt;ClusterCanvas&lt;/b&gt; %1&lt;br/&gt;设计 AI 训练集群，并看清它们的能力。&lt;br/&gt;价格仅供参考，并非报价；每个数字都注明来源。</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>&amp;Proposal (PDF)…</source>
        <translation>方案建议书（PDF）(&amp;P)…</translation>
    </message>
    <message>
        <source>Export proposal</source>
        <translation>导出方案建议书</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Canvas as &amp;SVG…</source>
        <translation>画布导出为 SVG(&amp;S)…</translation>
    </message>
    <message>
        <source>Export canvas</source>
        <translation>导出画布</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <source>Canvas as P&amp;NG…</source>
        <translation>画布导出为 PNG(&amp;N)…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>&amp;Bill of materials (CSV)…</source>
        <translation>物料清单（CSV）(&amp;B)…</translation>
    </message>
    <message>
        <source>Export bill of materials</source>
        <translation>导出物料清单</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Bill of materials (E&amp;xcel)…</source>
        <translation>物料清单（Excel）(&amp;X)…</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Cannot open design</source>
        <translation>无法打开设计</translation>
    </message>
    <message>
        <source>%1 could not be opened:

%2</source>
        <translation>无法打开 %1：

%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <source>ClusterCanvas designs (*.ccdesign.json *.json)</source>
        <translation>ClusterCanvas 设计 (*.ccdesign.json *.json)</translation>
    </message>
    <message>
        <source>Drag servers, switches and storage from the catalog onto the canvas.</source>
        <translation>从组件目录将服务器、交换机和存储拖到画布上。</translation>
    </message>
    <message>
        <source>Cannot generate</source>
        <translation>无法生成</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save design</source>
        <translation>保存设计</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The design has unsaved changes. Save them first?</source>
        <translation>该设计有未保存的更改。是否先保存？</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Calibrate…</source>
        <translation>校准(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Cabling plan…</source>
        <translation>布线计划(&amp;C)…</translation>
    </message>
    <message>
        <source>Export cabling plan</source>
        <translation>导出布线计划</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx);;CSV files (*.csv)</source>
        <translation>Excel 工作簿 (*.xlsx);;CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Fabric &amp;topology (IBDM, for ibdiagnet)…</source>
        <translation>网络拓扑（IBDM，用于 ibdiagnet）(&amp;T)…</translation>
    </message>
    <message>
        <source>Export fabric topology</source>
        <translation>导出网络拓扑</translation>
    </message>
    <message>
        <source>IBDM topology files (*.topo);;All files (*)</source>
        <translation>IBDM 拓扑文件 (*.topo);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Proposal with engineering &amp;appendix (PDF)…</source>
        <translation>含工程附录的方案建议书（PDF）(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Cannot make the workbook %1: %2</source>
        <translation>无法生成工作簿 %1：%2</translation>
    </message>
</context>
<context>
    <name>cc::views</name>
    <message>
        <source>pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 位</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>optimizer + parameters</source>
        <translation>优化器 + 参数</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>所有线性层</translation>
    </message>
    <message>
        <source>attention (Q, K, V, O)</source>
        <translation>注意力（Q、K、V、O）</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Scale-up link</source>
        <translation>纵向扩展链路</translation>
    </message>
    <message>
        <source>Server network (NIC)</source>
        <translation>服务器网络（网卡）</translation>
    </message>
    <message>
        <source>Oversubscribed tier</source>
        <translation>收敛层级</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>spread over the far group</source>
        <translation>均匀分布到远端组</translation>
    </message>
    <message>
        <source>rail-optimised</source>
        <translation>轨道优化</translation>
    </message>
    <message>
        <source>torus neighbours</source>
        <translation>环面相邻</translation>
    </message>
    <message>
        <source>no traffic</source>
        <translation>无流量</translation>
    </message>
    <message>
        <source>tensor-parallel traffic</source>
        <translation>张量并行流量</translation>
    </message>
    <message>
        <source>data-parallel gradient sync</source>
        <translation>数据并行梯度同步</translation>
    </message>
    <message>
        <source>FSDP parameter gathers</source>
        <translation>FSDP 参数聚合</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>专家 All-to-All</translation>
    </message>
    <message>
        <source>context-parallel K/V exchange</source>
        <translation>上下文并行 K/V 交换</translation>
    </message>
    <message>
        <source>DAC copper cable</source>
        <translation>DAC 铜缆</translation>
    </message>
    <message>
        <source>active optical cable</source>
        <translation>有源光缆（AOC）</translation>
    </message>
    <message>
        <source>optical transceiver</source>
        <translation>光模块</translation>
    </message>
    <message>
        <source>fibre</source>
        <translation>光纤</translation>
    </message>
</context>
<context>
    <name>cc::views::AccuracyDialog</name>
    <message>
        <source>%1 TFLOP/s/GPU</source>
        <translation>%1 TFLOP/s/GPU</translation>
    </message>
    <message>
        <source>%1 % MFU</source>
        <translation>%1 % MFU</translation>
    </message>
    <message>
        <source>%1 s/step</source>
        <translation>%1 秒/步</translation>
    </message>
    <message>
        <source>%1 tok/s/GPU</source>
        <translation>%1 tok/s/GPU</translation>
    </message>
    <message>
        <source>refused by the model</source>
        <translation>被模型拒绝</translation>
    </message>
    <message>
        <source>expected failure</source>
        <translation>预期失败</translation>
    </message>
    <message>
        <source>within 10 %</source>
        <translation>误差 10 % 以内</translation>
    </message>
    <message>
        <source>within 20 %</source>
        <translation>误差 20 % 以内</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2&lt;br/&gt;Source: %3 (%4)&lt;br/&gt;%5&lt;br/&gt;FLOP convention: %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2&lt;br/&gt;来源：%3（%4）&lt;br/&gt;%5&lt;br/&gt;FLOP 计算口径：%6</translation>
    </message>
    <message>
        <source>&lt;br/&gt;%1</source>
        <translation>&lt;br/&gt;%1</translation>
    </message>
    <message>
        <source>&lt;br/&gt;&lt;b&gt;Refused:&lt;/b&gt; %1</source>
        <translation>&lt;br/&gt;&lt;b&gt;已拒绝：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;br/&gt;&lt;b&gt;Expected failure:&lt;/b&gt; %1</source>
        <translation>&lt;br/&gt;&lt;b&gt;预期失败：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Accuracy of the step-time model</source>
        <translation>步时模型的准确度</translation>
    </message>
    <message>
        <source>Published training runs of 2024–2026 on their own systems, analysed with this version&apos;s model. Error: + means the model is faster than measured. The target per kind of run is a mean within 10 % and no case beyond 20 %; expected failures say why they miss. Hover a row for its source and assumptions.</source>
        <translation>2024–2026 年在各自系统上公开发表的训练任务，使用本版本的模型进行分析。误差为正表示模型快于实测。每类训练的目标是平均误差不超过 10 % 且无任何案例超过 20 %；预期失败的案例会说明原因。将鼠标悬停在某行上可查看其来源与假设。</translation>
    </message>
    <message>
        <source>The validation cases could not be read:
%1</source>
        <translation>无法读取验证案例：
%1</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>案例</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>公开值</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型估算</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>误差</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Kind of run</source>
        <translation>训练类型</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>案例数</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <source>Mean |error|, all</source>
        <translation>平均 |误差|（全部）</translation>
    </message>
    <message>
        <source>Mean signed, all</source>
        <translation>带符号平均（全部）</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>计入案例</translation>
    </message>
    <message>
        <source>Mean |error|, counted</source>
        <translation>平均 |误差|（计入）</translation>
    </message>
    <message>
        <source>Max |error|, counted</source>
        <translation>最大 |误差|（计入）</translation>
    </message>
    <message>
        <source>Target (mean ≤ 10 %, max ≤ 20 %)</source>
        <translation>目标（平均 ≤ 10 %，最大 ≤ 20 %）</translation>
    </message>
    <message>
        <source>not yet: every case is an expected failure</source>
        <translation>尚未：所有案例均为预期失败</translation>
    </message>
    <message>
        <source>met</source>
        <translation>达标</translation>
    </message>
    <message>
        <source>not met</source>
        <translation>未达标</translation>
    </message>
</context>
<context>
    <name>cc::views::BudgetPanel</name>
    <message>
        <source>Budget</source>
        <translation>资源预算</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>No GPU</source>
        <translation>无 GPU</translation>
    </message>
    <message>
        <source>%1 GPU memory · scale-up domain: %2</source>
        <translation>%1 显存 · 纵向扩展域：%2</translation>
    </message>
    <message>
        <source>%1 connects at most %2</source>
        <translation>%1 最多连接 %2</translation>
    </message>
    <message>
        <source>No compute NIC: this server cannot join a cluster network</source>
        <translation>无计算网卡：该服务器无法接入集群网络</translation>
    </message>
    <message>
        <source>%1, %2, %3 in all</source>
        <translation>%1，%2，共 %3</translation>
    </message>
    <message>
        <source>%1 compute NIC</source>
        <translation>%1 块计算网卡</translation>
    </message>
    <message>
        <source>%1 compute NICs</source>
        <translation>%1 块计算网卡</translation>
    </message>
    <message>
        <source>%1 port</source>
        <translation>%1 个端口</translation>
    </message>
    <message>
        <source>%1 ports</source>
        <translation>%1 个端口</translation>
    </message>
    <message>
        <source>Per GPU: %1 NICs, %2 ports</source>
        <translation>每 GPU：%1 块网卡，%2 个端口</translation>
    </message>
    <message>
        <source>%1 more NIC for storage or management</source>
        <translation>另有 %1 块网卡用于存储或管理</translation>
    </message>
    <message>
        <source>%1 more NICs for storage or management</source>
        <translation>另有 %1 块网卡用于存储或管理</translation>
    </message>
    <message>
        <source>%1 needed; no CPU listed to provide them</source>
        <translation>需要 %1；未列出提供通道的 CPU</translation>
    </message>
    <message>
        <source>%1 of %2 lanes from the CPUs (PCIe Gen %3)</source>
        <translation>需要 %1 条，CPU 提供 %2 条（PCIe Gen %3）</translation>
    </message>
    <message>
        <source>More than the CPUs have: needs PCIe switches, as DGX-class systems use</source>
        <translation>超出 CPU 所能提供：需要 PCIe 交换芯片，DGX 级系统即如此</translation>
    </message>
    <message>
        <source>Typical %1 · max %2</source>
        <translation>典型 %1 · 最大 %2</translation>
    </message>
    <message>
        <source>The parts exceed the %1 nameplate</source>
        <translation>部件功耗超过 %1 的铭牌功率</translation>
    </message>
    <message>
        <source> (nameplate)</source>
        <translation>（铭牌）</translation>
    </message>
    <message>
        <source>No PSU listed</source>
        <translation>未列出电源</translation>
    </message>
    <message>
        <source>PSUs rated %1 in all</source>
        <translation>电源额定总功率 %1</translation>
    </message>
    <message>
        <source>Over the PSU rating by %1</source>
        <translation>超出电源额定功率 %1</translation>
    </message>
    <message>
        <source>%1 RAM for %2 GPU memory: %3× (rule of thumb: at least %4×)</source>
        <translation>%1 内存对应 %2 显存：%3×（经验法则：至少 %4×）</translation>
    </message>
    <message>
        <source>%1 RAM</source>
        <translation>%1 内存</translation>
    </message>
    <message>
        <source>No memory listed</source>
        <translation>未列出内存</translation>
    </message>
    <message>
        <source>No CPU listed</source>
        <translation>未列出 CPU</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 CPU</source>
        <translation>%1 颗 CPU</translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation>%1 颗 CPU</translation>
    </message>
    <message>
        <source>%1 core</source>
        <translation>%1 核</translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation>%1 核</translation>
    </message>
    <message>
        <source> (%1 per GPU; at least %2 advised)</source>
        <translation>（每 GPU %1；建议至少 %2）</translation>
    </message>
    <message>
        <source>liquid-cooled</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>air-cooled</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>%1 U, %2</source>
        <translation>%1 U，%2</translation>
    </message>
    <message>
        <source>Not rack-mounted, %1</source>
        <translation>非机架式，%1</translation>
    </message>
</context>
<context>
    <name>cc::views::CalibrateDialog</name>
    <message>
        <source>Scale-up</source>
        <translation>纵向扩展</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>横向扩展</translation>
    </message>
    <message>
        <source>%1 all-to-all, %2 ranks</source>
        <translation>%1 All-to-All，%2 个 rank</translation>
    </message>
    <message>
        <source>%1 ring, %2 ranks</source>
        <translation>%1环形，%2 个 rank</translation>
    </message>
    <message>
        <source>Calibrate from measurements</source>
        <translation>根据实测数据校准</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>拟合项</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>拟合值</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录值</translation>
    </message>
    <message>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message>
        <source>RMS residual</source>
        <translation>均方根残差</translation>
    </message>
    <message>
        <source>Max residual</source>
        <translation>最大残差</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型值</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>残差</translation>
    </message>
    <message>
        <source>Add measurement files and press Fit.</source>
        <translation>添加测量文件，然后按“拟合”。</translation>
    </message>
    <message>
        <source>Keep the current figures as a scenario to compare with</source>
        <translation>将当前数据保存为方案，以供比较</translation>
    </message>
    <message>
        <source>&amp;Apply to design</source>
        <translation>应用到设计(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove calibration</source>
        <translation>移除校准(&amp;R)</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>测量数据</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>nccl-tests output:</source>
        <translation>nccl-tests 输出：</translation>
    </message>
    <message>
        <source>CSV (m, n, k, dtype, tflops) or mamf-finder output</source>
        <translation>CSV（m, n, k, dtype, tflops）或 mamf-finder 输出</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>type from the file</source>
        <translation>使用文件中的类型</translation>
    </message>
    <message>
        <source>GEMM sweep:</source>
        <translation>GEMM 扫描：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>per step of &quot;%1&quot;, the design&apos;s first workload</source>
        <translation>设计中第一个工作负载“%1”的每步时间</translation>
    </message>
    <message>
        <source>(the design has no workload: no step time to calibrate)</source>
        <translation>（设计中没有工作负载：无训练步时可校准）</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>拟合(&amp;F)</translation>
    </message>
    <message>
        <source>Measured step time:</source>
        <translation>实测训练步时：</translation>
    </message>
    <message>
        <source>nccl-tests output</source>
        <translation>nccl-tests 输出</translation>
    </message>
    <message>
        <source>Text output (*.txt *.log *.out);;All files (*)</source>
        <translation>文本输出 (*.txt *.log *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <source>GEMM sweep</source>
        <translation>GEMM 扫描</translation>
    </message>
    <message>
        <source>Sweeps (*.csv *.txt *.out);;All files (*)</source>
        <translation>扫描结果 (*.csv *.txt *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot read the measurements:&lt;/b&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;b&gt;无法读取测量数据：&lt;/b&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;br/&gt;&lt;b&gt;Notes:&lt;/b&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;br/&gt;&lt;b&gt;注意：&lt;/b&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Fitted on &lt;b&gt;%1&lt;/b&gt; (Eigen least squares, relative residuals).</source>
        <translation>针对 &lt;b&gt;%1&lt;/b&gt; 拟合（Eigen 最小二乘法，相对残差）。</translation>
    </message>
    <message>
        <source>Step time of the job: catalog %1, calibrated %2.</source>
        <translation>训练任务的训练步时：目录值 %1，校准后 %2。</translation>
    </message>
    <message>
        <source>: bus bandwidth</source>
        <translation>：总线带宽</translation>
    </message>
    <message>
        <source>: latency per step</source>
        <translation>：每个通信步的延迟</translation>
    </message>
    <message>
        <source>GEMM ceiling (%1), of dense peak</source>
        <translation>GEMM 上限（%1），占稠密峰值的比例</translation>
    </message>
    <message>
        <source>Step-time factor (measured %1 / model %2)</source>
        <translation>训练步时系数（实测 %1 / 模型 %2）</translation>
    </message>
    <message>
        <source>GEMM %1</source>
        <translation>GEMM %1</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>The current figures are not kept as a scenario: %1.</source>
        <translation>当前数据未保存为方案：%1。</translation>
    </message>
    <message>
        <source>benchmark_flash_attention.py output or CSV (seqlen, headdim, causal, tflops)</source>
        <translation>benchmark_flash_attention.py 的输出或 CSV（seqlen、headdim、causal、tflops）</translation>
    </message>
    <message>
        <source>Attention benchmark:</source>
        <translation>注意力基准测试：</translation>
    </message>
    <message>
        <source>Attention benchmark</source>
        <translation>注意力基准测试</translation>
    </message>
    <message>
        <source>Benchmarks (*.txt *.csv *.log *.out);;All files (*)</source>
        <translation>基准测试结果 (*.txt *.csv *.log *.out);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Attention (%1), of dense BF16 peak</source>
        <translation>注意力（%1），占 BF16 稠密峰值的比例</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>sequence %1, head dim %2</source>
        <translation>序列长度 %1，头维度 %2</translation>
    </message>
    <message>
        <source>Previous calibration</source>
        <translation>上次校准</translation>
    </message>
</context>
<context>
    <name>cc::views::ClusterView</name>
    <message>
        <source>&apos;%1&apos; is not in the catalog.</source>
        <translation>“%1”不在组件目录中。</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>无法粘贴：%1</translation>
    </message>
</context>
<context>
    <name>cc::views::ConnectDialog</name>
    <message>
        <source>Connect groups</source>
        <translation>连接组</translation>
    </message>
    <message>
        <source>Links from each replica of &apos;%1&apos;</source>
        <translation>从“%1”的每个副本引出的链路数</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Speed per link</source>
        <translation>每条链路速率</translation>
    </message>
    <message>
        <source>Cable or optic</source>
        <translation>线缆或光模块</translation>
    </message>
    <message>
        <source>Spread evenly over the far group</source>
        <translation>均匀分布到远端组</translation>
    </message>
    <message>
        <source>Rail-optimised: NIC i → switch i of the unit</source>
        <translation>轨道优化：网卡 i → 单元内第 i 台交换机</translation>
    </message>
    <message>
        <source>Torus neighbours</source>
        <translation>环面相邻</translation>
    </message>
    <message>
        <source>Wiring rule</source>
        <translation>布线规则</translation>
    </message>
    <message>
        <source>whole group</source>
        <translation>整个组</translation>
    </message>
    <message>
        <source>Servers per rail unit</source>
        <translation>每个轨道单元的服务器数</translation>
    </message>
    <message>
        <source>not chosen yet</source>
        <translation>尚未选择</translation>
    </message>
    <message>
        <source>%1 (%2, up to %3 m)</source>
        <translation>%1（%2，最长 %3 m）</translation>
    </message>
    <message>
        <source>%1 links in all between &apos;%2&apos; (×%3) and &apos;%4&apos; (×%5).</source>
        <translation>“%2”（×%3）与“%4”（×%5）之间共 %1 条链路。</translation>
    </message>
</context>
<context>
    <name>cc::views::ExplainDialog</name>
    <message>
        <source>How this figure is computed</source>
        <translation>该数字的计算方法</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>复制为文本</translation>
    </message>
    <message>
        <source>&lt;b&gt;Formula&lt;/b&gt;</source>
        <translation>&lt;b&gt;公式&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs&lt;/b&gt;</source>
        <translation>&lt;b&gt;输入&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Source&lt;/b&gt;</source>
        <translation>&lt;b&gt;来源&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(a count, no formula)</source>
        <translation>（计数，无公式）</translation>
    </message>
    <message>
        <source>ClusterCanvas convention</source>
        <translation>ClusterCanvas 约定</translation>
    </message>
</context>
<context>
    <name>cc::views::FindingsPanel</name>
    <message>
        <source>What would help:</source>
        <translation>改进建议：</translation>
    </message>
    <message>
        <source>What limits the design</source>
        <translation>设计的限制因素</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Pressure</source>
        <translation>压力</translation>
    </message>
    <message>
        <source>Pressure: the share of the step time a limit costs, or what is used of what is available (100 % = at the limit).</source>
        <translation>压力：某项限制占用训练步时的比例，或已用量占可用量的比例（100 % = 达到上限）。</translation>
    </message>
    <message>
        <source>Other findings (%1)</source>
        <translation>其他发现（%1）</translation>
    </message>
    <message>
        <source>Findings about the drawing itself: unconnected groups, racks, parts.</source>
        <translation>关于图纸本身的发现：未连接的组、机柜、部件。</translation>
    </message>
</context>
<context>
    <name>cc::views::GeneratorDialog</name>
    <message>
        <source>Fat-tree (leaf / spine)</source>
        <translation>胖树（Leaf / Spine）</translation>
    </message>
    <message>
        <source>Servers on leaf switches, leaves on spines: any server reaches any other at full bandwidth when not oversubscribed.</source>
        <translation>服务器接 Leaf 交换机，Leaf 接 Spine：在无收敛时，任意服务器之间都能以全带宽互通。</translation>
    </message>
    <message>
        <source>Rail-optimised units</source>
        <translation>轨道优化单元</translation>
    </message>
    <message>
        <source>Scalable units of servers; NIC i of every server goes to leaf i of its unit, so GPUs of the same rank are one hop apart.</source>
        <translation>由服务器组成的可扩展单元；每台服务器的第 i 块网卡接到本单元的第 i 台 Leaf，因此相同序号的 GPU 之间只有一跳。</translation>
    </message>
    <message>
        <source>SuperPOD-style units</source>
        <translation>SuperPOD 式单元</translation>
    </message>
    <message>
        <source>Rail-optimised units as in NVIDIA&apos;s DGX SuperPOD reference designs, adding a core tier when one spine layer is not enough.</source>
        <translation>与 NVIDIA DGX SuperPOD 参考设计相同的轨道优化单元，一层 Spine 不够时增加核心层。</translation>
    </message>
    <message>
        <source>GB200 NVL72 racks</source>
        <translation>GB200 NVL72 机柜</translation>
    </message>
    <message>
        <source>Rack-scale systems of 72 GPUs in one NVLink domain, joined by a leaf / spine scale-out network. The count is in racks.</source>
        <translation>机柜级系统，每柜 72 个 GPU 处于同一 NVLink 域，通过 Leaf / Spine 横向扩展网络互联。数量以机柜计。</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>环面（Torus）</translation>
    </message>
    <message>
        <source>Servers cabled directly to their neighbours in a 2-D or 3-D ring grid, without switches (TPU-pod style).</source>
        <translation>服务器以 2 维或 3 维环形网格直接与相邻服务器布线，无需交换机（TPU Pod 式）。</translation>
    </message>
    <message>
        <source>Standalone servers</source>
        <translation>独立服务器</translation>
    </message>
    <message>
        <source>One or more servers without a cluster network: a workstation, a single DGX, an edge kit.</source>
        <translation>一台或多台没有集群网络的服务器：工作站、单台 DGX、边缘套件。</translation>
    </message>
    <message>
        <source>New from generator</source>
        <translation>从生成器新建</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>拓扑类型(&amp;L)</translation>
    </message>
    <message>
        <source>%1 — %2 GPUs</source>
        <translation>%1 — %2 个 GPU</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>服务器型号(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Servers</source>
        <translation>服务器数量(&amp;S)</translation>
    </message>
    <message>
        <source>Automatic (matches the servers&apos; NICs)</source>
        <translation>自动（匹配服务器的网卡）</translation>
    </message>
    <message>
        <source>%1 — %2 × %3, %4</source>
        <translation>%1 — %2 × %3，%4</translation>
    </message>
    <message>
        <source>S&amp;witch</source>
        <translation>交换机(&amp;W)</translation>
    </message>
    <message>
        <source> : 1</source>
        <translation> : 1</translation>
    </message>
    <message>
        <source>Leaf down-links per up-link; 1 : 1 is non-blocking</source>
        <translation>Leaf 每条上行链路对应的下行链路数；1 : 1 为无阻塞</translation>
    </message>
    <message>
        <source>&amp;Oversubscription</source>
        <translation>收敛比(&amp;O)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 — %2 read</source>
        <translation>%1 — 读取 %2</translation>
    </message>
    <message>
        <source>S&amp;torage</source>
        <translation>存储(&amp;T)</translation>
    </message>
    <message>
        <source> servers</source>
        <translation> 台服务器</translation>
    </message>
    <message>
        <source>&amp;Unit size</source>
        <translation>单元规模(&amp;U)</translation>
    </message>
    <message>
        <source>automatic, or e.g. 4 × 4 × 4</source>
        <translation>自动，或例如 4 × 4 × 4</translation>
    </message>
    <message>
        <source>Torus &amp;dimensions</source>
        <translation>环面维度(&amp;D)</translation>
    </message>
    <message>
        <source>generated from the options</source>
        <translation>根据选项生成</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Racks</source>
        <translation>机柜数量(&amp;R)</translation>
    </message>
    <message>
        <source>Torus dimensions: write 2 or 3 whole numbers, such as 4 × 4 × 4, or leave the field empty for a near-cubic torus.</source>
        <translation>环面维度：请填写 2 或 3 个整数，例如 4 × 4 × 4；留空则生成接近立方体的环面。</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>收敛比</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Unit size</source>
        <translation>单元规模</translation>
    </message>
    <message>
        <source>Torus dimensions</source>
        <translation>环面维度</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>拓扑类型</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>拓扑类型</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>The generator failed: %1</source>
        <translation>生成失败：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Field name, then what is wrong with it (in Chinese with a full-width colon).</extracomment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>cc::views::Inspector</name>
    <message>
        <source>%1: &apos;%2&apos; is not a number.</source>
        <translation>%1：“%2”不是数字。</translation>
    </message>
    <message>
        <source>Design and facility</source>
        <translation>设计与机房设施</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3.</source>
        <translation>%1 必须在 %2 到 %3 之间。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>$/kWh</source>
        <translation>$/kWh</translation>
    </message>
    <message>
        <source>Grid carbon intensity</source>
        <translation>电网碳排放强度</translation>
    </message>
    <message>
        <source>kg CO₂/kWh</source>
        <translation>kg CO₂/kWh</translation>
    </message>
    <message>
        <source>Cold-aisle inlet</source>
        <translation>冷通道进风温度</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Hot-aisle outlet</source>
        <translation>热通道出风温度</translation>
    </message>
    <message>
        <source>Open-air limit per rack</source>
        <translation>开放风冷的单柜上限</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Contained-air limit per rack</source>
        <translation>封闭通道风冷的单柜上限</translation>
    </message>
    <message>
        <source>Average utilisation</source>
        <translation>平均利用率</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Air limits: Uptime Institute 2023 survey (most racks ≤ 20 kW); optimised air with containment 20–40 kW per rack (coolnetpower.com, dcxps.com).</source>
        <translation>风冷上限：Uptime Institute 2023 年调查（多数机柜 ≤ 20 kW）；采用封闭通道的优化风冷为每柜 20–40 kW（coolnetpower.com、dcxps.com）。</translation>
    </message>
    <message>
        <source>%1 groups selected</source>
        <translation>已选择 %1 个组</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>Replicas must be a whole number from 1 to 10,000,000.</source>
        <translation>副本数必须是 1 到 10,000,000 之间的整数。</translation>
    </message>
    <message>
        <source>(different)</source>
        <translation>（各不相同）</translation>
    </message>
    <message>
        <source>inferred from links</source>
        <translation>根据链路推断</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Leaf 层</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>Spine 层</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心层</translation>
    </message>
    <message>
        <source>Network tier</source>
        <translation>网络层级</translation>
    </message>
    <message>
        <source>Link %1 → %2</source>
        <translation>链路 %1 → %2</translation>
    </message>
    <message>
        <source>Links per replica</source>
        <translation>每副本链路数</translation>
    </message>
    <message>
        <source>Links per replica must be a whole number of at least 1.</source>
        <translation>每副本链路数必须是不小于 1 的整数。</translation>
    </message>
    <message>
        <source>Speed per link</source>
        <translation>每条链路速率</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Gb/s</source>
        <translation>Gb/s</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>未选择</translation>
    </message>
    <message>
        <source>Cable or optic</source>
        <translation>线缆或光模块</translation>
    </message>
    <message>
        <source>spread</source>
        <translation>均匀分布</translation>
    </message>
    <message>
        <source>rail-optimised</source>
        <translation>轨道优化</translation>
    </message>
    <message>
        <source>torus</source>
        <translation>环面</translation>
    </message>
    <message>
        <source>Wiring rule</source>
        <translation>布线规则</translation>
    </message>
    <message>
        <source>Links in all</source>
        <translation>链路总数</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proposal cover&lt;/b&gt;</source>
        <translation>&lt;b&gt;方案建议书封面&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Prepared for</source>
        <translation>呈送对象</translation>
    </message>
    <message>
        <source>customer (optional)</source>
        <translation>客户名称（可选）</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>编制方</translation>
    </message>
    <message>
        <source>name, company (optional)</source>
        <translation>姓名、公司（可选）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>A PNG, JPEG or SVG picture, embedded in the design (scaled down to at most %1 × %2 pixels).</source>
        <translation>PNG、JPEG 或 SVG 图片，嵌入设计中（缩小至不超过 %1 × %2 像素）。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Logo</source>
        <translation>徽标</translation>
    </message>
    <message>
        <source>Logo for the proposal</source>
        <translation>方案建议书徽标</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.svg)</source>
        <translation>图片 (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
</context>
<context>
    <name>cc::views::KeyFiguresBar</name>
    <message>
        <source>Step time</source>
        <translation>训练步时</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练所需时间</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>受限于</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>设施总功率</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>no training job</source>
        <translation>无训练任务</translation>
    </message>
</context>
<context>
    <name>cc::views::LayoutSearchWidget</name>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Find best layout</source>
        <translation>寻找最佳并行布局</translation>
    </message>
    <message>
        <source>Search every TP, PP, DP, CP, EP, micro-batch, interleave, recompute and ZeRO choice on this design&apos;s GPUs and list the fastest that fit</source>
        <translation>在本设计的 GPU 上搜索所有 TP、PP、DP、CP、EP、微批次、交错、重计算和 ZeRO 组合，并列出放得下的最快方案</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Set the selected layout as the training job&apos;s (one undo step)</source>
        <translation>将所选布局设为训练任务的布局（一步撤销）</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练所需时间</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>显存 / GPU</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步时</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>受限于</translation>
    </message>
    <message>
        <source>The design has no training job: choose a model preset first.</source>
        <translation>该设计没有训练任务：请先选择一个模型预设。</translation>
    </message>
    <message>
        <source>The design has no GPUs to search on.</source>
        <translation>该设计中没有可供搜索的 GPU。</translation>
    </message>
    <message>
        <source>Searching the layouts of %1 GPUs…</source>
        <translation>正在搜索 %1 个 GPU 的并行布局…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>No layout fits in GPU memory on %1 GPUs, even with ZeRO-3 and offload: see what would make it fit in the memory chart.</source>
        <translation>即使使用 ZeRO-3 和卸载，%1 个 GPU 上也没有任何布局能放进显存：请在显存图表中查看如何才能放下。</translation>
    </message>
    <message numerus="yes">
        <source>The %n fastest layouts that fit on %1 GPUs:</source>
        <translation>
            <numerusform>在 %1 个 GPU 上放得下的最快的 %n 种布局：</numerusform>
        </translation>
    </message>
    <message>
        <source>, mb %1, ZeRO-%2</source>
        <translation>，微批次 %1，ZeRO-%2</translation>
    </message>
    <message>
        <source>, v %1</source>
        <translation>，交错 %1</translation>
    </message>
    <message>
        <source> recompute</source>
        <translation> 重计算</translation>
    </message>
    <message>
        <source>, offload </source>
        <translation>，卸载 </translation>
    </message>
    <message>
        <source>The training job changed since the search: search again.</source>
        <translation>训练任务在搜索后已更改：请重新搜索。</translation>
    </message>
    <message>
        <source>Applied: %1.</source>
        <translation>已应用：%1。</translation>
    </message>
</context>
<context>
    <name>cc::views::PaletteWidget</name>
    <message>
        <source>Search the catalog…</source>
        <translation>搜索组件目录…</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>组件</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Indicative price: %1 (%2)</source>
        <translation>参考价格：%1（%2）</translation>
    </message>
    <message>
        <source>Source: %1 (as of %2)</source>
        <translation>来源：%1（截至 %2）</translation>
    </message>
    <message>
        <source>Contains estimated values: %1</source>
        <translation>含估算值：%1</translation>
    </message>
</context>
<context>
    <name>cc::views::PartPicker</name>
    <message>
        <source>Add part</source>
        <translation>添加部件</translation>
    </message>
    <message>
        <source>Search by name, vendor or id…</source>
        <translation>按名称、厂商或 ID 搜索…</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Key specs</source>
        <translation>关键规格</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
</context>
<context>
    <name>cc::views::PartsTable</name>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Each (typ / max)</source>
        <translation>单件（典型 / 最大）</translation>
    </message>
    <message>
        <source>Subtotal (typ / max)</source>
        <translation>小计（典型 / 最大）</translation>
    </message>
    <message>
        <source>Typical and maximum power of one part</source>
        <translation>单个部件的典型与最大功率</translation>
    </message>
    <message>
        <source>Typical and maximum power of all of them</source>
        <translation>全部该部件的典型与最大功率</translation>
    </message>
    <message>
        <source>Count: %1 To take a part out, use Remove.</source>
        <translation>数量：%1 要移除部件，请使用“移除”。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation>%1（不在组件目录中）</translation>
    </message>
    <message>
        <source>Load the catalog file that defines it, or remove the part.</source>
        <translation>请加载定义它的组件目录文件，或移除该部件。</translation>
    </message>
</context>
<context>
    <name>cc::views::PlanDialog</name>
    <message>
        <source>, offload</source>
        <translation>，卸载</translation>
    </message>
    <message>
        <source>Plan a cluster</source>
        <translation>规划集群</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>buy (capex budget)</source>
        <translation>购买（资本支出预算）</translation>
    </message>
    <message>
        <source>rent (rent budget)</source>
        <translation>租用（租赁预算）</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>购买或租用</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>the run</source>
        <translation>本次训练</translation>
    </message>
    <message>
        <source>How long the cluster is kept (buy) or rented (rent)</source>
        <translation>集群保留（购买）或租用（租用）的时长</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>时间跨度</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>Max IT power</source>
        <translation>IT 功率上限</translation>
    </message>
    <message>
        <source>Max facility power</source>
        <translation>设施总功率上限</translation>
    </message>
    <message>
        <source>Per-rack power</source>
        <translation>单柜功率</translation>
    </message>
    <message>
        <source>either</source>
        <translation>均可</translation>
    </message>
    <message>
        <source>liquid available</source>
        <translation>可用液冷</translation>
    </message>
    <message>
        <source>air only</source>
        <translation>仅风冷</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>e.g. h100|h200, mi300x (any part)</source>
        <translation>例如 h100|h200, mi300x（任意部件）</translation>
    </message>
    <message>
        <source>Patterns, comma separated, matched against server and accelerator ids, names and vendors: | for alternatives, ^ and $ to anchor, * any text</source>
        <translation>模式以逗号分隔，与服务器和加速卡的 ID、名称及厂商匹配：| 表示备选，^ 和 $ 表示锚定，* 表示任意文本</translation>
    </message>
    <message>
        <source>Allowed parts</source>
        <translation>允许的部件</translation>
    </message>
    <message>
        <source>any market</source>
        <translation>任意市场</translation>
    </message>
    <message>
        <source>Only parts the catalog lists as sold in this market</source>
        <translation>仅限组件目录中标注在该市场销售的部件</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message>
        <source>facility default</source>
        <translation>设施默认值</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Largest design</source>
        <translation>最大设计规模</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> 个 GPU</translation>
    </message>
    <message>
        <source>Run plan</source>
        <translation>开始规划</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Describe the job and its limits, then run the plan: every catalog server at sizes from one node up, with each fabric the generators build, each with its best layout.</source>
        <translation>描述训练任务及其限制条件，然后运行规划：针对组件目录中的每种服务器，从单节点起的各种规模，以及生成器能构建的每种网络，分别采用其最佳并行布局进行评估。</translation>
    </message>
    <message>
        <source>Meets</source>
        <translation>满足</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本支出</translation>
    </message>
    <message>
        <source>IT kW</source>
        <translation>IT kW</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>受限于</translation>
    </message>
    <message>
        <source>Ranked</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Pareto chart</source>
        <translation>帕累托图</translation>
    </message>
    <message>
        <source>Open as design</source>
        <translation>以设计打开</translation>
    </message>
    <message>
        <source>A new design with this cluster, the job and its layout</source>
        <translation>以该集群、训练任务及其布局新建一个设计</translation>
    </message>
    <message>
        <source>Planning %1 …</source>
        <translation>正在规划 %1 …</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 designs&lt;/b&gt; evaluated in %2 s%3.</source>
        <translation>已评估 &lt;b&gt;%1 个设计&lt;/b&gt;，用时 %2 秒%3。</translation>
    </message>
    <message>
        <source> (cancelled: a partial plan)</source>
        <translation>（已取消：结果不完整）</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>Fastest within budget</source>
        <translation>预算内最快</translation>
    </message>
    <message>
        <source>Lowest energy</source>
        <translation>能耗最低</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>Better: %1</source>
        <translation>更优：%1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>&lt;br/&gt;&lt;b&gt;%1:&lt;/b&gt; %2 — %3, %4&lt;br/&gt;&amp;nbsp;&amp;nbsp;%5&lt;br/&gt;&amp;nbsp;&amp;nbsp;%6</source>
        <translation>&lt;br/&gt;&lt;b&gt;%1：&lt;/b&gt;%2 — %3，%4&lt;br/&gt;&amp;nbsp;&amp;nbsp;%5&lt;br/&gt;&amp;nbsp;&amp;nbsp;%6</translation>
    </message>
</context>
<context>
    <name>cc::views::PlanJobForm</name>
    <message>
        <source>Current training job (%1)</source>
        <translation>当前训练任务（%1）</translation>
    </message>
    <message>
        <source>Workload file…</source>
        <translation>工作负载文件…</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>as the job says</source>
        <translation>按任务设置</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>default for the method</source>
        <translation>该方法的默认值</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>dataset × epochs</source>
        <translation>数据集 × 轮数</translation>
    </message>
    <message>
        <source>Pre-training: 20 tokens per parameter; fine-tunes: dataset × epochs</source>
        <translation>预训练：每个参数 20 个 token；微调：数据集 × 轮数</translation>
    </message>
    <message>
        <source>Train on</source>
        <translation>训练量</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> B token</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 数</translation>
    </message>
    <message>
        <source>Tokens in one pass over the fine-tuning dataset</source>
        <translation>微调数据集完整遍历一次的 token 数</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source> epochs</source>
        <translation> 轮</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>Workload file</source>
        <translation>工作负载文件</translation>
    </message>
    <message>
        <source>Workloads (*.json)</source>
        <translation>工作负载 (*.json)</translation>
    </message>
    <message>
        <source>No usable workload.</source>
        <translation>没有可用的工作负载。</translation>
    </message>
    <message>
        <source>= %L1 B tokens to train on</source>
        <translation>= 共训练 %L1 B token</translation>
    </message>
</context>
<context>
    <name>cc::views::RackPanel</name>
    <message>
        <source>Rack row</source>
        <translation>机柜列</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Power per rack (max / limit)</source>
        <translation>单柜功率（最大 / 上限）</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Auto-place unracked groups</source>
        <translation>自动放置未上架的组</translation>
    </message>
    <message>
        <source>Fills racks with the groups that are not in a rack yet, up to each rack&apos;s power limit and height.</source>
        <translation>将尚未放入机柜的组填入机柜，直至达到每个机柜的功率上限和高度。</translation>
    </message>
    <message>
        <source>Rack the selection…</source>
        <translation>将所选内容上架…</translation>
    </message>
    <message>
        <source>Puts the groups selected on the canvas into a new rack row.</source>
        <translation>将画布上选中的组放入一个新的机柜列。</translation>
    </message>
    <message>
        <source>Delete row</source>
        <translation>删除该列</translation>
    </message>
    <message>
        <source>%1 / %2 (%3 %)</source>
        <translation>%1 / %2（%3 %）</translation>
    </message>
    <message>
        <source>Over the rack&apos;s power limit</source>
        <translation>超出机柜功率上限</translation>
    </message>
    <message>
        <source>%1 / %2 U</source>
        <translation>%1 / %2 U</translation>
    </message>
    <message>
        <source>Every group is already in a rack.</source>
        <translation>所有组都已上架。</translation>
    </message>
    <message>
        <source>Select one or more groups on the canvas first.</source>
        <translation>请先在画布上选择一个或多个组。</translation>
    </message>
    <message>
        <source>Rack the selection</source>
        <translation>将所选内容上架</translation>
    </message>
    <message>
        <source>Rack model</source>
        <translation>机柜型号</translation>
    </message>
    <message>
        <source>Replicas of each group per rack</source>
        <translation>每个机柜放置各组的副本数</translation>
    </message>
    <message>
        <source>Choose a rack model and at least one replica per rack.</source>
        <translation>请选择机柜型号，且每个机柜至少放一个副本。</translation>
    </message>
    <message>
        <source>Rack row %1</source>
        <translation>机柜列 %1</translation>
    </message>
</context>
<context>
    <name>cc::views::RangeSpinBox</name>
    <message>
        <source>%1 is out of range: enter a value from %2 to %3.</source>
        <translation>%1 超出范围：请输入 %2 到 %3 之间的值。</translation>
    </message>
</context>
<context>
    <name>cc::views::ReportView</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; GPUs in &lt;b&gt;%2&lt;/b&gt; servers, %3 switches, %4 racks (%5 groups)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; 个 GPU，分布在 &lt;b&gt;%2&lt;/b&gt; 台服务器中，%3 台交换机，%4 个机柜（%5 个组）&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>关键指标</translation>
    </message>
    <message>
        <source>IT power (typical × utilisation)</source>
        <translation>IT 功率（典型值 × 利用率）</translation>
    </message>
    <message>
        <source>Facility power (× PUE %1)</source>
        <translation>设施总功率（× PUE %1）</translation>
    </message>
    <message>
        <source>Largest rack (max)</source>
        <translation>最大机柜（最大值）</translation>
    </message>
    <message>
        <source>Heat at IT max</source>
        <translation>IT 最大功率下的散热量</translation>
    </message>
    <message>
        <source>Liquid-cooled racks</source>
        <translation>液冷机柜</translation>
    </message>
    <message>
        <source>Bisection bandwidth (per direction)</source>
        <translation>对分带宽（每方向）</translation>
    </message>
    <message>
        <source>Network injection per GPU</source>
        <translation>每 GPU 网络注入带宽</translation>
    </message>
    <message>
        <source>Scale-up domain</source>
        <translation>纵向扩展域</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>Allreduce bus bandwidth in a node</source>
        <translation>节点内 All-Reduce 总线带宽</translation>
    </message>
    <message>
        <source>Allreduce bus bandwidth across nodes</source>
        <translation>跨节点 All-Reduce 总线带宽</translation>
    </message>
    <message>
        <source>Capex (indicative)</source>
        <translation>资本支出（参考）</translation>
    </message>
    <message>
        <source>Network tiers</source>
        <translation>网络层级</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th&gt;Tier&lt;/th&gt;&lt;th&gt;Switches&lt;/th&gt;&lt;th&gt;Ports used / total&lt;/th&gt;&lt;th&gt;Links down&lt;/th&gt;&lt;th&gt;Links up&lt;/th&gt;&lt;th&gt;Oversubscription&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th&gt;层级&lt;/th&gt;&lt;th&gt;交换机&lt;/th&gt;&lt;th&gt;已用端口 / 总端口&lt;/th&gt;&lt;th&gt;下行链路&lt;/th&gt;&lt;th&gt;上行链路&lt;/th&gt;&lt;th&gt;收敛比&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Capex by category</source>
        <translation>按类别的资本支出</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>分析发现</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>How the numbers are computed</source>
        <translation>数字的计算方法</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th&gt;Quantity&lt;/th&gt;&lt;th&gt;Formula&lt;/th&gt;&lt;th&gt;Source&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th&gt;指标&lt;/th&gt;&lt;th&gt;公式&lt;/th&gt;&lt;th&gt;来源&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>cc::views::ScenarioPanel</name>
    <message>
        <source>Scenarios kept in the design file, up to %1</source>
        <translation>保存在设计文件中的方案，最多 %1 个</translation>
    </message>
    <message>
        <source>Save current as scenario…</source>
        <translation>将当前设计另存为方案…</translation>
    </message>
    <message>
        <source>Make current</source>
        <translation>设为当前</translation>
    </message>
    <message>
        <source>Replaces the current design by the selected scenario (Undo brings it back). Save the current design as a scenario first to keep it.</source>
        <translation>用所选方案替换当前设计（可撤销恢复）。如需保留当前设计，请先将其另存为方案。</translation>
    </message>
    <message>
        <source>Update from current</source>
        <translation>用当前设计更新</translation>
    </message>
    <message>
        <source>Replaces the selected scenario by a copy of the current design</source>
        <translation>用当前设计的副本替换所选方案</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重命名…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scenarios&lt;/b&gt; — up to four variants of this design, saved in its file</source>
        <translation>&lt;b&gt;方案&lt;/b&gt; — 本设计最多四个变体，保存在其文件中</translation>
    </message>
    <message>
        <source>Current design</source>
        <translation>当前设计</translation>
    </message>
    <message>
        <source>No scenarios yet. Save the current design as a scenario, change it, and compare the two here.</source>
        <translation>尚无方案。将当前设计另存为方案，修改后即可在此比较两者。</translation>
    </message>
    <message>
        <source>Against the current design: %1 %2 %3. Tick &lt;i&gt;Overlay scenarios&lt;/i&gt; in the Charts dock to draw them over the design&apos;s charts.</source>
        <translation>与当前设计相比：%1 %2 %3。在“图表”面板中勾选&lt;i&gt;叠加方案&lt;/i&gt;，即可将它们绘制在设计图表之上。</translation>
    </message>
    <message>
        <source>better</source>
        <translation>更优</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>更差</translation>
    </message>
    <message>
        <source>different</source>
        <translation>不同</translation>
    </message>
    <message>
        <source>A design keeps at most %1 scenarios: delete or update one instead.</source>
        <translation>一个设计最多保留 %1 个方案：请删除或更新其中一个。</translation>
    </message>
    <message>
        <source>Keeps a copy of the current design as a scenario to compare with</source>
        <translation>保留当前设计的副本作为方案，用于比较</translation>
    </message>
    <message>
        <source>A scenario needs a name.</source>
        <translation>方案需要名称。</translation>
    </message>
    <message>
        <source>Another scenario is already called “%1”.</source>
        <translation>已有另一个方案名为“%1”。</translation>
    </message>
    <message>
        <source>Saved the current design as scenario “%1”.</source>
        <translation>已将当前设计保存为方案“%1”。</translation>
    </message>
    <message>
        <source>Select a scenario first.</source>
        <translation>请先选择一个方案。</translation>
    </message>
    <message>
        <source>Scenario “%1” is now the current design; Undo brings back the previous one.</source>
        <translation>方案“%1”现为当前设计；撤销可恢复之前的设计。</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>Save current as scenario</source>
        <translation>将当前设计另存为方案</translation>
    </message>
    <message>
        <source>Name of the scenario (e.g. “B200 servers”):</source>
        <translation>方案名称（例如“B200 服务器”）：</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重命名方案</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
</context>
<context>
    <name>cc::views::ScenarioTable</name>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>Fits in GPU memory</source>
        <translation>显存能否放下</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>训练步时</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练所需时间</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Inter-node allreduce bus bandwidth</source>
        <translation>跨节点 All-Reduce 总线带宽</translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation>对分带宽</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>设施总功率</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Capex (indicative)</source>
        <translation>资本支出（参考）</translation>
    </message>
    <message>
        <source>Energy per run</source>
        <translation>每次训练能耗</translation>
    </message>
    <message>
        <source>Run cost, bought</source>
        <translation>训练成本（自购）</translation>
    </message>
    <message>
        <source>Run cost, rented</source>
        <translation>训练成本（租用）</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <source>Lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <source>Neither higher nor lower is better</source>
        <translation>无所谓高低</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 % against the current design: better</source>
        <translation>与当前设计相差 %1 %：更优</translation>
    </message>
    <message>
        <source>%1 % against the current design: worse</source>
        <translation>与当前设计相差 %1 %：更差</translation>
    </message>
    <message>
        <source>%1 % against the current design</source>
        <translation>与当前设计相差 %1 %</translation>
    </message>
    <message>
        <source>Differs from the current design (%1)</source>
        <translation>与当前设计不同（%1）</translation>
    </message>
    <message>
        <source>Figures from</source>
        <translation>数据来源</translation>
    </message>
</context>
<context>
    <name>cc::views::ServerEditor</name>
    <message>
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>&amp;Add part…</source>
        <translation>添加部件(&amp;A)…</translation>
    </message>
    <message>
        <source>Choose a GPU, NIC, CPU, memory, SSD, PSU or fabric from the catalog</source>
        <translation>从组件目录中选择 GPU、网卡、CPU、内存、SSD、电源或互连</translation>
    </message>
    <message>
        <source>This server no longer exists in the design (it was removed or the design was replaced). Go back to the cluster.</source>
        <translation>该服务器已不在设计中（已被移除或设计已被替换）。请返回集群。</translation>
    </message>
    <message>
        <source>Drag parts from the palette here, or use Add part…</source>
        <translation>将部件从组件面板拖到此处，或使用“添加部件…”</translation>
    </message>
    <message>
        <source>Drop more parts here</source>
        <translation>将更多部件拖放到此处</translation>
    </message>
    <message>
        <source>(removed server)</source>
        <translation>（已移除的服务器）</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Not used by any group yet</source>
        <translation>尚未被任何组使用</translation>
    </message>
    <message>
        <source>Changes apply to 1 server</source>
        <translation>更改仅作用于 1 台服务器</translation>
    </message>
    <message>
        <source>Changes apply to all %1 servers of its group</source>
        <translation>更改作用于其所在组的全部 %1 台服务器</translation>
    </message>
    <message>
        <source>Changes apply to %1 servers in %2 groups</source>
        <translation>更改作用于 %2 个组中的 %1 台服务器</translation>
    </message>
    <message>
        <source>No server is open to add parts to.</source>
        <translation>没有已打开的服务器可添加部件。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog.</source>
        <translation>“%1”不在组件目录中。</translation>
    </message>
    <message>
        <source>Set internal fabric</source>
        <translation>设置内部互连</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>%1: %2 per server.</source>
        <translation>%1：每台服务器 %2。</translation>
    </message>
    <message>
        <source>Set count of %1</source>
        <translation>设置 %1 的数量</translation>
    </message>
    <message>
        <source>Removed %1.</source>
        <translation>已移除 %1。</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
    <message>
        <source>Release to add %1</source>
        <translation>松开以添加 %1</translation>
    </message>
</context>
<context>
    <name>cc::views::StartPage</name>
    <message>
        <source>ClusterCanvas</source>
        <translation>ClusterCanvas</translation>
    </message>
    <message>
        <source>Design AI-training clusters and see what they can do: GPUs, network, power, cooling and cost, analysed as you edit.</source>
        <translation>设计 AI 训练集群，并看清它们的能力：GPU、网络、供电、散热和成本，边编辑边分析。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>New empty design</source>
        <translation>新建空白设计</translation>
    </message>
    <message>
        <source>Start from a blank cluster canvas</source>
        <translation>从空白集群画布开始</translation>
    </message>
    <message>
        <source>New from generator…</source>
        <translation>从生成器新建…</translation>
    </message>
    <message>
        <source>Fat-tree, rail-optimised, SuperPOD, NVL72, torus</source>
        <translation>胖树、轨道优化、SuperPOD、NVL72、环面</translation>
    </message>
    <message>
        <source>Open a design…</source>
        <translation>打开设计…</translation>
    </message>
    <message>
        <source>A ClusterCanvas .json file</source>
        <translation>ClusterCanvas .json 文件</translation>
    </message>
    <message>
        <source>Plan a cluster…</source>
        <translation>规划集群…</translation>
    </message>
    <message>
        <source>From a job and its limits to designs</source>
        <translation>从训练任务及其限制条件到设计方案</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>最近</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>1 server</source>
        <translation>1 台服务器</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 台服务器</translation>
    </message>
    <message>
        <source> · %1 switches</source>
        <translation> · %1 台交换机</translation>
    </message>
    <message>
        <source>Cannot be opened</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>No example designs in %1.</source>
        <translation>%1 中没有示例设计。</translation>
    </message>
    <message>
        <source>File not found</source>
        <translation>找不到文件</translation>
    </message>
    <message>
        <source>Designs you open or save appear here.</source>
        <translation>您打开或保存的设计会显示在这里。</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <source>ClusterCanvas designs (*.json)</source>
        <translation>ClusterCanvas 设计 (*.json)</translation>
    </message>
</context>
<context>
    <name>cc::views::SummaryPanel</name>
    <message>
        <source>Click a figure to see how it is computed: formula, inputs and source.</source>
        <translation>点击某个数字可查看其计算方法：公式、输入和来源。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt; — click one to select what it concerns</source>
        <translation>&lt;b&gt;分析发现&lt;/b&gt; — 点击一项可选中其相关对象</translation>
    </message>
    <message>
        <source>%1 liquid-cooled, %2 air-cooled racks</source>
        <translation>%1 个液冷机柜，%2 个风冷机柜</translation>
    </message>
    <message>
        <source>air-cooled (1 rack)</source>
        <translation>风冷（1 个机柜）</translation>
    </message>
    <message>
        <source>air-cooled (%1 racks)</source>
        <translation>风冷（%1 个机柜）</translation>
    </message>
    <message>
        <source>, needs containment</source>
        <translation>，需要封闭通道</translation>
    </message>
    <message>
        <source>no racks laid out</source>
        <translation>未布置机柜</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>%1 in 1 server</source>
        <translation>%1，位于 1 台服务器</translation>
    </message>
    <message>
        <source>%1 in %2 servers</source>
        <translation>%1，位于 %2 台服务器</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>训练任务</translation>
    </message>
    <message>
        <source>none: set one in the Training job panel</source>
        <translation>无：请在“训练任务”面板中设置</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>%1 of %2, %3</source>
        <translation>%1 / %2，%3</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>训练步时</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练所需时间</translation>
    </message>
    <message>
        <source>%1 (%2 GPU-hours)</source>
        <translation>%1（%2 GPU 小时）</translation>
    </message>
    <message>
        <source>setup contradicts itself (see findings)</source>
        <translation>设置自相矛盾（见分析发现）</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>设施总功率</translation>
    </message>
    <message>
        <source>%1 at PUE %2</source>
        <translation>%1，PUE %2</translation>
    </message>
    <message>
        <source>Largest rack</source>
        <translation>最大机柜</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <source>Bisection</source>
        <translation>对分带宽</translation>
    </message>
    <message>
        <source>Per-GPU network</source>
        <translation>每 GPU 网络带宽</translation>
    </message>
    <message>
        <source>Capex (indicative)</source>
        <translation>资本支出（参考）</translation>
    </message>
    <message>
        <source>calibrated</source>
        <translation>已校准</translation>
    </message>
</context>
<context>
    <name>cc::views::TemplateForm</name>
    <message>
        <source>Server and internal fabric</source>
        <translation>服务器与内部互连</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fabric</source>
        <translation>互连(&amp;F)</translation>
    </message>
    <message>
        <source>Switch chips, meshes or bridges in one server</source>
        <translation>单台服务器中的交换芯片、网状互连或桥接器</translation>
    </message>
    <message>
        <source>Fabric &amp;part</source>
        <translation>互连部件(&amp;P)</translation>
    </message>
    <message>
        <source>Set fabric count</source>
        <translation>设置互连数量</translation>
    </message>
    <message>
        <source>Gen %1</source>
        <translation>Gen %1</translation>
    </message>
    <message>
        <source>P&amp;CIe</source>
        <translation>P&amp;CIe</translation>
    </message>
    <message>
        <source>Set PCIe generation</source>
        <translation>设置 PCIe 代次</translation>
    </message>
    <message>
        <source>All compute NICs</source>
        <translation>全部计算网卡</translation>
    </message>
    <message>
        <source>NICs facing the compute fabric; the rest serve storage</source>
        <translation>连接计算网络的网卡；其余用于存储</translation>
    </message>
    <message>
        <source>Compute &amp;NICs</source>
        <translation>计算网卡(&amp;N)</translation>
    </message>
    <message>
        <source>Rail-optimised: NIC i sits next to GPU i</source>
        <translation>轨道优化：网卡 i 紧邻 GPU i</translation>
    </message>
    <message>
        <source>Set rail-optimised</source>
        <translation>设置轨道优化</translation>
    </message>
    <message>
        <source> U</source>
        <translation> U</translation>
    </message>
    <message>
        <source>Not rack-mounted</source>
        <translation>非机架式</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>高度(&amp;H)</translation>
    </message>
    <message>
        <source>Set server height</source>
        <translation>设置服务器高度</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>Liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>C&amp;ooling</source>
        <translation>散热(&amp;O)</translation>
    </message>
    <message>
        <source>Set cooling</source>
        <translation>设置散热方式</translation>
    </message>
    <message>
        <source>%1 × %2 typical · %3 per GPU per direction</source>
        <translation>%1 × %2 典型值 · 每 GPU 每方向 %3</translation>
    </message>
    <message>
        <source>GPUs talk over PCIe through the host; no scale-up domain.</source>
        <translation>GPU 经主机通过 PCIe 通信；无纵向扩展域。</translation>
    </message>
    <message>
        <source>Choose the fabric part, or drop one from the palette.</source>
        <translation>请选择互连部件，或从组件面板拖入一个。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation>%1（不在组件目录中）</translation>
    </message>
    <message>
        <source>A server needs a name; the name was not changed.</source>
        <translation>服务器需要名称；名称未更改。</translation>
    </message>
    <message>
        <source>Rename server</source>
        <translation>重命名服务器</translation>
    </message>
    <message>
        <source>Set internal fabric</source>
        <translation>设置内部互连</translation>
    </message>
    <message>
        <source>Compute NICs: %1 is more than the %2 compute NICs this server holds; add NICs first.</source>
        <translation>计算网卡：%1 超过了该服务器拥有的 %2 块计算网卡；请先添加网卡。</translation>
    </message>
    <message>
        <source>Set compute NICs</source>
        <translation>设置计算网卡</translation>
    </message>
</context>
<context>
    <name>cc::views::WorkloadPanel</name>
    <message>
        <source>Import model</source>
        <translation>导入模型</translation>
    </message>
    <message>
        <source>Cannot import %1:
%2</source>
        <translation>无法导入 %1：
%2</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>This design has no training job yet. Choose a model preset to add one; the analysis then shows whether it fits, its step time and MFU.</source>
        <translation>该设计尚无训练任务。选择一个模型预设即可添加；随后分析会显示它能否放下、训练步时和 MFU。</translation>
    </message>
    <message>
        <source>(choose a model)</source>
        <translation>（选择模型）</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层维度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Fewer than heads: grouped-query attention</source>
        <translation>少于注意力头数：分组查询注意力（GQA）</translation>
    </message>
    <message>
        <source>FFN hidden size</source>
        <translation>FFN 隐藏层维度</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Experts (0 = dense)</source>
        <translation>专家数（0 = 稠密）</translation>
    </message>
    <message>
        <source>Active experts (top-k)</source>
        <translation>激活专家数（top-k）</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>0 (none)</source>
        <translation>0（无）</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>张量并行（TP）</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation>流水线并行（PP）</translation>
    </message>
    <message>
        <source>all remaining GPUs</source>
        <translation>其余全部 GPU</translation>
    </message>
    <message>
        <source>Data parallel (DP)</source>
        <translation>数据并行（DP）</translation>
    </message>
    <message>
        <source>Context parallel (CP)</source>
        <translation>上下文并行（CP）</translation>
    </message>
    <message>
        <source>Expert parallel (EP)</source>
        <translation>专家并行（EP）</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Global batch (sequences)</source>
        <translation>全局批次（序列数）</translation>
    </message>
    <message>
        <source>auto: one micro-batch per DP rank</source>
        <translation>自动：每个 DP rank 一个微批次</translation>
    </message>
    <message>
        <source>Pipeline interleave</source>
        <translation>流水线交错</translation>
    </message>
    <message>
        <source>Activation recompute</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>LoRA adapters on</source>
        <translation>LoRA 适配器位置</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> B token</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Tokens to train</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Fine-tuning dataset size. Default: the Tulu 3 SFT mixture, about 0.73 B tokens (939k conversations)</source>
        <translation>微调数据集大小。默认：Tulu 3 SFT 混合数据集，约 0.73 B token（93.9 万条对话）</translation>
    </message>
    <message>
        <source>Passes over the dataset (default 2, as Tulu 3 SFT)</source>
        <translation>遍历数据集的轮数（默认 2，与 Tulu 3 SFT 相同）</translation>
    </message>
    <message>
        <source>Dataset (fine-tune)</source>
        <translation>数据集（微调）</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>%1 B total, %2 B active</source>
        <translation>总计 %1 B，激活 %2 B</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::AccuracyChart</name>
    <message>
        <source>%1 TFLOP/s per GPU</source>
        <translation>每 GPU %1 TFLOP/s</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>%1 s per step</source>
        <translation>每步 %1 秒</translation>
    </message>
    <message>
        <source>%1 tokens/s per GPU</source>
        <translation>每 GPU %1 tokens/s</translation>
    </message>
    <message>
        <source>Model against published training runs</source>
        <translation>模型与公开训练任务的对比</translation>
    </message>
    <message>
        <source>Dense BF16</source>
        <translation>稠密 BF16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>FSDP / ZeRO-3</source>
        <translation>FSDP / ZeRO-3</translation>
    </message>
    <message>
        <source>MoE with EP</source>
        <translation>MoE（专家并行）</translation>
    </message>
    <message>
        <source>Long context (CP)</source>
        <translation>长上下文（CP）</translation>
    </message>
    <message>
        <source>Non-NVIDIA</source>
        <translation>非 NVIDIA</translation>
    </message>
    <message>
        <source>No validation cases</source>
        <translation>无验证案例</translation>
    </message>
    <message>
        <source>No case could be analysed</source>
        <translation>没有能够分析的案例</translation>
    </message>
    <message>
        <source>Published (tokens/s per GPU)</source>
        <translation>公开值（每 GPU tokens/s）</translation>
    </message>
    <message>
        <source>Model (tokens/s per GPU)</source>
        <translation>模型（每 GPU tokens/s）</translation>
    </message>
    <message>
        <source>Figures published as TFLOP/s, MFU or step time are converted to tokens/s with the model&apos;s own FLOPs per token, so each source&apos;s FLOP convention cancels</source>
        <translation>以 TFLOP/s、MFU 或训练步时公布的数据，均按模型自身的每 token FLOPs 换算为 tokens/s，从而抵消各来源 FLOP 计算口径的差异</translation>
    </message>
    <message>
        <source>Above the line the model is faster than measured; shaded: within ±10 %; hollow: expected failure (reasons in Help ▸ Accuracy)</source>
        <translation>对角线上方表示模型快于实测；阴影：±10 % 以内；空心：预期失败（原因见“帮助 ▸ 准确度”）</translation>
    </message>
    <message>
        <source>Above the line the model is faster than measured; shaded: within ±10 %; hollow: expected failure (reason on hover)</source>
        <translation>对角线上方表示模型快于实测；阴影：±10 % 以内；空心：预期失败（悬停可查看原因）</translation>
    </message>
    <message>
        <source>; 1 case the model refuses is not drawn</source>
        <translation>；模型拒绝的 1 个案例未绘出</translation>
    </message>
    <message>
        <source>; %1 cases the model refuses are not drawn</source>
        <translation>；模型拒绝的 %1 个案例未绘出</translation>
    </message>
    <message>
        <source>model = published</source>
        <translation>模型 = 公开值</translation>
    </message>
    <message>
        <source>%1
%2
Published %3 (%4 tokens/s per GPU)
Model %5, error %6</source>
        <translation>%1
%2
公开值 %3（每 GPU %4 tokens/s）
模型 %5，误差 %6</translation>
    </message>
    <message>
        <source>
%1 (%2)</source>
        <translation>
%1（%2）</translation>
    </message>
    <message>
        <source>
Expected failure: %1</source>
        <translation>
预期失败：%1</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::BomChart</name>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Accelerators &amp; servers</source>
        <translation>加速卡与服务器</translation>
    </message>
    <message>
        <source>Network switches</source>
        <translation>网络交换机</translation>
    </message>
    <message>
        <source>Optics &amp; cables</source>
        <translation>光模块与线缆</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Racks, power &amp; cooling</source>
        <translation>机柜、供电与散热</translation>
    </message>
    <message>
        <source>Nothing to price yet: add servers, switches or storage</source>
        <translation>尚无可计价的内容：请添加服务器、交换机或存储</translation>
    </message>
    <message>
        <source>No prices: 1 item in this design has no price in the catalog</source>
        <translation>无价格：本设计中有 1 项在组件目录中没有价格</translation>
    </message>
    <message>
        <source>No prices: %1 items in this design have no price in the catalog</source>
        <translation>无价格：本设计中有 %1 项在组件目录中没有价格</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Capital cost (%1)</source>
        <translation>资本成本（%1）</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本设计</translation>
    </message>
    <message>
        <source>Listed prices</source>
        <translation>目录价格</translation>
    </message>
    <message>
        <source>%1: estimated prices</source>
        <translation>%1：估算价格</translation>
    </message>
    <message>
        <source>Estimated prices (hatched)</source>
        <translation>估算价格（斜线填充）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Total capex: %1</source>
        <translation>资本支出合计：%1</translation>
    </message>
    <message>
        <source>; 1 price is an estimate (hatched)</source>
        <translation>；1 个价格为估算值（斜线填充）</translation>
    </message>
    <message>
        <source>; %1 prices are estimates (hatched)</source>
        <translation>；%1 个价格为估算值（斜线填充）</translation>
    </message>
    <message>
        <source> (1 item unpriced)</source>
        <translation>（1 项无价格）</translation>
    </message>
    <message>
        <source>; 1 item has no price and is not included</source>
        <translation>；1 项没有价格，未计入</translation>
    </message>
    <message>
        <source> (%1 items unpriced)</source>
        <translation>（%1 项无价格）</translation>
    </message>
    <message>
        <source>; %1 items have no price and are not included</source>
        <translation>；%1 项没有价格，未计入</translation>
    </message>
    <message>
        <source>Total capex:</source>
        <translation>资本支出合计：</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Total: %1</source>
        <translation>&lt;br/&gt;合计：%1</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Share of capex: %1 %</source>
        <translation>&lt;br/&gt;占资本支出：%1 %</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Listed prices: %1</source>
        <translation>&lt;br/&gt;目录价格：%1</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Estimated prices: %1</source>
        <translation>&lt;br/&gt;估算价格：%1</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::ChartBase</name>
    <message>
        <source>No design</source>
        <translation>无设计</translation>
    </message>
    <message>
        <source>Export chart as PNG, SVG or PDF…</source>
        <translation>将图表导出为 PNG、SVG 或 PDF…</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export to &quot;%1&quot;: use a .png, .svg or .pdf file name.</source>
        <translation>无法导出到“%1”：请使用 .png、.svg 或 .pdf 文件名。</translation>
    </message>
    <message>
        <source>Could not draw the chart for %1.</source>
        <translation>无法为 %1 绘制图表。</translation>
    </message>
    <message>
        <source>$B</source>
        <translation>$B</translation>
    </message>
    <message>
        <source>$M</source>
        <translation>$M</translation>
    </message>
    <message>
        <source>$k</source>
        <translation>$k</translation>
    </message>
    <message>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <source>$%1B</source>
        <translation>$%1B</translation>
    </message>
    <message>
        <source>$%1M</source>
        <translation>$%1M</translation>
    </message>
    <message>
        <source>$%1k</source>
        <translation>$%1k</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 G</source>
        <translation>%1 G</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>%1 k</source>
        <translation>%1 k</translation>
    </message>
    <message>
        <source>&lt; 0.1 %</source>
        <translation>&lt; 0.1 %</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MW</source>
        <translation>%1 MW</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::ChartsPanel</name>
    <message>
        <source>Overlay scenarios</source>
        <translation>叠加方案</translation>
    </message>
    <message>
        <source>Draw the design&apos;s saved scenarios over it (Scenarios panel).</source>
        <translation>将设计已保存的方案叠加绘制在其上（方案面板）。</translation>
    </message>
    <message>
        <source>Hover for exact values · right-click to export PNG, SVG or PDF</source>
        <translation>悬停查看精确值 · 右键导出 PNG、SVG 或 PDF</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::MemoryStackChart</name>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Other (runtime, buffers, fragmentation)</source>
        <translation>其他（运行时、缓冲区、碎片）</translation>
    </message>
    <message>
        <source>This design: </source>
        <translation>本设计：</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本设计</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>每 GPU</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>阶段 %1</translation>
    </message>
    <message>
        <source>Stages %1–%2</source>
        <translation>阶段 %1–%2</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>No training job: pick a model in the Training job panel</source>
        <translation>无训练任务：请在“训练任务”面板中选择模型</translation>
    </message>
    <message>
        <source>No memory figures: the training job has no model shape</source>
        <translation>无显存数据：训练任务没有模型结构</translation>
    </message>
    <message>
        <source>%1 (fullest stage)</source>
        <translation>%1（占用最多的阶段）</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>每 GPU 显存（GiB）</translation>
    </message>
    <message>
        <source>Alternative that fits</source>
        <translation>能放下的替代方案</translation>
    </message>
    <message>
        <source>Alternative that does not fit</source>
        <translation>放不下的替代方案</translation>
    </message>
    <message>
        <source>GPU memory %1</source>
        <translation>显存 %1</translation>
    </message>
    <message>
        <source>Alternatives, each change alone (per-GPU total)</source>
        <translation>替代方案，每次只改一项（每 GPU 合计）</translation>
    </message>
    <message>
        <source>What would make it fit, each change alone (per-GPU total)</source>
        <translation>能放下的改法，每次只改一项（每 GPU 合计）</translation>
    </message>
    <message>
        <source>%1 of %2 alternatives, each change alone (per-GPU total)</source>
        <translation>%2 个替代方案中的 %1 个，每次只改一项（每 GPU 合计）</translation>
    </message>
    <message>
        <source>%1 of %2 changes that would make it fit (per-GPU total)</source>
        <translation>%2 项可放下的改动中的 %1 项（每 GPU 合计）</translation>
    </message>
    <message>
        <source>Fullest stage %1 of %2: fits, %3 free</source>
        <translation>占用最多的阶段 %1 / %2：放得下，剩余 %3</translation>
    </message>
    <message>
        <source>Fullest stage %1 of %2: does not fit, %3 over</source>
        <translation>占用最多的阶段 %1 / %2：放不下，超出 %3</translation>
    </message>
    <message>
        <source>; largest micro-batch that fits: %1 sequences</source>
        <translation>；可放下的最大微批次：%1 条序列</translation>
    </message>
    <message>
        <source>; %1 of %2 pipeline stages shown</source>
        <translation>；显示了 %2 个流水线阶段中的 %1 个</translation>
    </message>
    <message>
        <source>%1 GiB (%2 GB)</source>
        <translation>%1 GiB（%2 GB）</translation>
    </message>
    <message>
        <source>&lt;b&gt;GPU memory&lt;/b&gt;&lt;br/&gt;%1</source>
        <translation>&lt;b&gt;显存&lt;/b&gt;&lt;br/&gt;%1</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::ParetoChart</name>
    <message>
        <source>No candidate fits in GPU memory</source>
        <translation>没有能放进显存的候选方案</translation>
    </message>
    <message>
        <source>Total cost (USD)</source>
        <translation>总成本（美元）</translation>
    </message>
    <message>
        <source>Wall time to train (days)</source>
        <translation>训练耗时（天）</translation>
    </message>
    <message>
        <source>meets every constraint</source>
        <translation>满足全部约束</translation>
    </message>
    <message>
        <source>misses a constraint</source>
        <translation>未满足某项约束</translation>
    </message>
    <message>
        <source>Pareto front (nothing is both cheaper and faster)</source>
        <translation>帕累托前沿（没有方案既更便宜又更快）</translation>
    </message>
    <message>
        <source>cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>lowest energy</source>
        <translation>能耗最低</translation>
    </message>
    <message>
        <source>%1 designs that fit; %2 meet every constraint; marker size: IT power</source>
        <translation>%1 个设计能放下；%2 个满足全部约束；标记大小：IT 功率</translation>
    </message>
    <message>
        <source>Time to train vs total cost</source>
        <translation>训练时间与总成本</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2, %3, %4 IT&lt;br/&gt;TP %5 PP %6 DP %7 CP %8 EP %9, ZeRO-%10&lt;br/&gt;%11</source>
        <extracomment>Pareto point: design; wall time, total cost, IT power; layout; constraint verdict</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2，%3，IT %4&lt;br/&gt;TP %5 PP %6 DP %7 CP %8 EP %9，ZeRO-%10&lt;br/&gt;%11</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::RackPowerChart</name>
    <message>
        <source>air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>air with containment</source>
        <translation>风冷（封闭通道）</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>Max, air-cooled</source>
        <translation>最大值，风冷</translation>
    </message>
    <message>
        <source>Max, air with containment</source>
        <translation>最大值，封闭通道风冷</translation>
    </message>
    <message>
        <source>Max, liquid-cooled</source>
        <translation>最大值，液冷</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>单柜功率</translation>
    </message>
    <message>
        <source>No racks laid out: use Auto-place in the Racks panel</source>
        <translation>未布置机柜：请使用“机柜”面板中的自动放置</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本设计</translation>
    </message>
    <message>
        <source>(no racks)</source>
        <translation>（无机柜）</translation>
    </message>
    <message>
        <source>Rack rows</source>
        <translation>机柜列</translation>
    </message>
    <message>
        <source>Largest racks</source>
        <translation>最大的机柜</translation>
    </message>
    <message>
        <source>Largest rack of each scenario</source>
        <translation>各方案中最大的机柜</translation>
    </message>
    <message>
        <source>Power per rack (kW)</source>
        <translation>单柜功率（kW）</translation>
    </message>
    <message>
        <source>Typical draw</source>
        <translation>典型功耗</translation>
    </message>
    <message>
        <source>Rack power limit</source>
        <translation>机柜功率上限</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>MW</source>
        <translation>MW</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>PUE %1</source>
        <translation>PUE %1</translation>
    </message>
    <message>
        <source>Whole design</source>
        <translation>整个设计</translation>
    </message>
    <message>
        <source>IT and facility power (%1)</source>
        <translation>IT 与设施总功率（%1）</translation>
    </message>
    <message>
        <source>IT power (average)</source>
        <translation>IT 功率（平均）</translation>
    </message>
    <message>
        <source>Facility (IT × PUE)</source>
        <translation>设施（IT × PUE）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;IT power (typical × %2 % utilisation): %3&lt;br/&gt;Facility power (IT × PUE %4): %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;IT 功率（典型值 × %2 % 利用率）：%3&lt;br/&gt;设施总功率（IT × PUE %4）：%5</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; ×%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ×%2</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Nameplate max: %1 per rack&lt;br/&gt;Typical draw: %2 per rack</source>
        <translation>&lt;br/&gt;铭牌最大值：每柜 %1&lt;br/&gt;典型功耗：每柜 %2</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Limit: %1 (%2 % used at max)</source>
        <translation>&lt;br/&gt;上限：%1（最大时使用 %2 %）</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Cooling: %1&lt;br/&gt;Height: %2 of %3 U</source>
        <translation>&lt;br/&gt;散热：%1&lt;br/&gt;高度：%2 / %3 U</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::RooflineChart</name>
    <message>
        <source>QKV projection (GEMM)</source>
        <translation>QKV 投影（GEMM）</translation>
    </message>
    <message>
        <source>Attention output (GEMM)</source>
        <translation>注意力输出（GEMM）</translation>
    </message>
    <message>
        <source>MLP up (GEMM)</source>
        <translation>MLP 升维（GEMM）</translation>
    </message>
    <message>
        <source>MLP down (GEMM)</source>
        <translation>MLP 降维（GEMM）</translation>
    </message>
    <message>
        <source>Expert MLP up (GEMM)</source>
        <translation>专家 MLP 升维（GEMM）</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Attention (unfused)</source>
        <translation>注意力（未融合）</translation>
    </message>
    <message>
        <source>LayerNorm / RMSNorm</source>
        <translation>LayerNorm / RMSNorm</translation>
    </message>
    <message>
        <source>GeLU / SwiGLU</source>
        <translation>GeLU / SwiGLU</translation>
    </message>
    <message>
        <source>Logits (GEMM)</source>
        <translation>Logits 层（GEMM）</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>优化器步骤</translation>
    </message>
    <message>
        <source>LoRA adapter down-projection (GEMM)</source>
        <translation>LoRA 适配器降维投影（GEMM）</translation>
    </message>
    <message>
        <source>%1 TFLOP/s</source>
        <translation>%1 TFLOP/s</translation>
    </message>
    <message>
        <source>%1 TB/s</source>
        <translation>%1 TB/s</translation>
    </message>
    <message>
        <source>Roofline of the accelerator</source>
        <translation>加速卡的 Roofline 模型</translation>
    </message>
    <message>
        <source>No training job: pick a model in the Training job panel</source>
        <translation>无训练任务：请在“训练任务”面板中选择模型</translation>
    </message>
    <message>
        <source>The design has no accelerator with FLOP/s and memory bandwidth in the catalog</source>
        <translation>该设计中没有在组件目录里标有 FLOP/s 和显存带宽的加速卡</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte of HBM traffic)</source>
        <translation>算术强度（FLOP/字节 HBM 流量）</translation>
    </message>
    <message>
        <source>Performance (TFLOP/s)</source>
        <translation>性能（TFLOP/s）</translation>
    </message>
    <message>
        <source>%1 roof</source>
        <translation>%1 上限</translation>
    </message>
    <message>
        <source>%1: %2 roof</source>
        <translation>%1：%2 上限</translation>
    </message>
    <message>
        <source>Achievable (GEMM %1 %, HBM %2 %)</source>
        <translation>可达到（GEMM %1 %，HBM %2 %）</translation>
    </message>
    <message>
        <source>BF16 roof (attention, logits)</source>
        <translation>BF16 上限（注意力、logits）</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/byte</source>
        <translation>拐点 %1 FLOP/字节</translation>
    </message>
    <message>
        <source>%1: dense %2 peak %3, HBM %4</source>
        <translation>%1：稠密 %2 峰值 %3，HBM %4</translation>
    </message>
    <message>
        <source>; operations: one micro-batch per GPU, forward pass</source>
        <translation>；算子：每 GPU 一个微批次，前向传播</translation>
    </message>
    <message>
        <source>; the job&apos;s layout is not valid, so no operations are placed</source>
        <translation>；训练任务的布局无效，因此未标出算子</translation>
    </message>
    <message>
        <source>M × K · K × N = %1 × %2 · %2 × %3&lt;br/&gt;</source>
        <translation>M × K · K × N = %1 × %2 · %2 × %3&lt;br/&gt;</translation>
    </message>
    <message>
        <source>%1 GFLOP, %2 MB of HBM traffic: %3 FLOP/byte&lt;br/&gt;attained %4 (roof %5): %6</source>
        <translation>%1 GFLOP，%2 MB HBM 流量：%3 FLOP/字节&lt;br/&gt;实际达到 %4（上限 %5）：%6</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>访存受限</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;at %2 FLOP/byte: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;在 %2 FLOP/字节 时：%3</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::ScalingChart</name>
    <message>
        <source>1 GPU</source>
        <translation>1 个 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>TP %1 · PP %2 · DP %3</source>
        <translation>TP %1 · PP %2 · DP %3</translation>
    </message>
    <message>
        <source> · CP %1</source>
        <translation> · CP %1</translation>
    </message>
    <message>
        <source> · EP %1</source>
        <translation> · EP %1</translation>
    </message>
    <message>
        <source>, micro-batch %1 × %2</source>
        <translation>，微批次 %1 × %2</translation>
    </message>
    <message>
        <source>, interleave %1</source>
        <translation>，交错 %1</translation>
    </message>
    <message>
        <source>, recompute %1, ZeRO %2</source>
        <translation>，重计算 %1，ZeRO %2</translation>
    </message>
    <message>
        <source>no layout fits in %1 GiB of GPU memory</source>
        <translation>%1 GiB 显存中放不下任何布局</translation>
    </message>
    <message>
        <source>no layout divides the model and the global batch</source>
        <translation>没有能整除模型和全局批次的布局</translation>
    </message>
    <message>
        <source>the servers are not networked</source>
        <translation>服务器之间没有联网</translation>
    </message>
    <message>
        <source>Beyond the design:
same servers and
network per GPU assumed</source>
        <translation>超出设计范围：
假设每 GPU 的服务器
和网络相同</translation>
    </message>
    <message>
        <source>Scaling with the number of GPUs</source>
        <translation>随 GPU 数量的扩展性</translation>
    </message>
    <message>
        <source>No training job: pick a model in the Training job panel</source>
        <translation>无训练任务：请在“训练任务”面板中选择模型</translation>
    </message>
    <message>
        <source>GPUs (log scale)</source>
        <translation>GPU 数（对数坐标）</translation>
    </message>
    <message>
        <source>Throughput (tokens/s, log scale)</source>
        <translation>吞吐量（tokens/s，对数坐标）</translation>
    </message>
    <message>
        <source>Scaling efficiency (%)</source>
        <translation>扩展效率（%）</translation>
    </message>
    <message>
        <source>This job
%1</source>
        <translation>本任务
%1</translation>
    </message>
    <message>
        <source>This design
%1</source>
        <translation>本设计
%1</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本设计</translation>
    </message>
    <message>
        <source>%1: tokens/s</source>
        <translation>%1：tokens/s</translation>
    </message>
    <message>
        <source>%1: efficiency</source>
        <translation>%1：效率</translation>
    </message>
    <message>
        <source>Nothing fits in GPU memory</source>
        <translation>显存中放不下任何方案</translation>
    </message>
    <message>
        <source>Servers not networked</source>
        <translation>服务器未联网</translation>
    </message>
    <message>
        <source>No layout divides model and batch</source>
        <translation>没有能整除模型和批次的布局</translation>
    </message>
    <message>
        <source>This design&apos;s own layout</source>
        <translation>本设计自身的布局</translation>
    </message>
    <message>
        <source>Best layout per size from the parallelism search; global batch kept at %1 sequences</source>
        <translation>每种规模取并行搜索得到的最佳布局；全局批次保持为 %1 条序列</translation>
    </message>
    <message>
        <source>Best layout per size from the parallelism search; global batch = DP × micro-batch</source>
        <translation>每种规模取并行搜索得到的最佳布局；全局批次 = DP × 微批次</translation>
    </message>
    <message>
        <source>; efficiency per GPU relative to %1</source>
        <translation>；每 GPU 效率相对于 %1</translation>
    </message>
    <message>
        <source>; shaded: beyond the design, same servers and network per GPU assumed</source>
        <translation>；阴影：超出设计范围，假设每 GPU 的服务器和网络相同</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2: %3 tokens/s with the layout the job sets</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2：按任务设定的布局为 %3 tokens/s</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2 (%3 servers)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2（%3 台服务器）</translation>
    </message>
    <message>
        <source>: %1 tokens/s, efficiency %2 %, MFU %3 %, step %4 s&lt;br/&gt;best layout: %5&lt;br/&gt;%6 GiB per GPU</source>
        <translation>：%1 tokens/s，效率 %2 %，MFU %3 %，步时 %4 秒&lt;br/&gt;最佳布局：%5&lt;br/&gt;每 GPU %6 GiB</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::StepTimeChart</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Tensor-parallel comm. (exposed)</source>
        <translation>张量并行通信（未掩盖）</translation>
    </message>
    <message>
        <source>Pipeline bubble and transfers</source>
        <translation>流水线气泡与传输</translation>
    </message>
    <message>
        <source>Data-parallel gradient sync (exposed)</source>
        <translation>数据并行梯度同步（未掩盖）</translation>
    </message>
    <message>
        <source>Expert all-to-all</source>
        <translation>专家 All-to-All</translation>
    </message>
    <message>
        <source>Context-parallel K/V exchange (exposed)</source>
        <translation>上下文并行 K/V 交换（未掩盖）</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>优化器步骤</translation>
    </message>
    <message>
        <source>FSDP parameter gathers (exposed)</source>
        <translation>FSDP 参数聚合（未掩盖）</translation>
    </message>
    <message>
        <source>MoE token permutation</source>
        <translation>MoE token 重排</translation>
    </message>
    <message>
        <source>FP8 cast and transpose</source>
        <translation>FP8 类型转换与转置</translation>
    </message>
    <message>
        <source>Step time breakdown</source>
        <translation>训练步时构成</translation>
    </message>
    <message>
        <source>No training job: pick a model in the Training job panel</source>
        <translation>无训练任务：请在“训练任务”面板中选择模型</translation>
    </message>
    <message>
        <source>The training job&apos;s setup is not valid: see the findings</source>
        <translation>训练任务的设置无效：请查看分析发现</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本设计</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Time per optimizer step (%1)</source>
        <translation>每个优化器步的时间（%1）</translation>
    </message>
    <message>
        <source>%1: %2 %3 (%4)</source>
        <translation>%1：%2 %3（%4）</translation>
    </message>
    <message>
        <source>Step %1 %2 · %3 tokens/s · MFU %4</source>
        <translation>步时 %1 %2 · %3 tokens/s · MFU %4</translation>
    </message>
    <message>
        <source> · limited by %1</source>
        <translation> · 受限于 %1</translation>
    </message>
    <message>
        <source>Limited by: %1</source>
        <translation>受限于：%1</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Limited by: %1</source>
        <translation>&lt;br/&gt;受限于：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2: %3 %4 (%5 of the %6 %4 step)%7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2：%3 %4（占 %6 %4 步时的 %5）%7</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::TcoChart</name>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>%1/year</source>
        <translation>%1/年</translation>
    </message>
    <message>
        <source>Total cost of ownership: buy vs rent</source>
        <translation>总拥有成本：购买与租用</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本设计</translation>
    </message>
    <message>
        <source>Nothing to cost yet: add servers, switches or storage</source>
        <translation>尚无可计算成本的内容：请添加服务器、交换机或存储</translation>
    </message>
    <message>
        <source>Years from purchase</source>
        <translation>购买后的年数</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <source>%1: buy</source>
        <translation>%1：购买</translation>
    </message>
    <message>
        <source>Buy: capex, then energy and maintenance</source>
        <translation>购买：资本支出，之后为能耗与维护</translation>
    </message>
    <message>
        <source>%1: rent</source>
        <translation>%1：租用</translation>
    </message>
    <message>
        <source>Rent: the same GPUs in the cloud</source>
        <translation>租用：在云端租用相同的 GPU</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>Break-even: %1</source>
        <translation>盈亏平衡：%1</translation>
    </message>
    <message>
        <source>Buy: capex %1 + energy %2 + maintenance %3.</source>
        <translation>购买：资本支出 %1 + 能耗 %2 + 维护 %3。</translation>
    </message>
    <message>
        <source>Rent: %1 GPUs × $%2/GPU-hour at %3 % utilisation.</source>
        <translation>租用：%1 个 GPU × $%2/GPU 小时，利用率 %3 %。</translation>
    </message>
    <message>
        <source>no GPUs to rent</source>
        <translation>没有可租用的 GPU</translation>
    </message>
    <message>
        <source>No GPUs in the design, so nothing to compare with renting.</source>
        <translation>设计中没有 GPU，因此无法与租用比较。</translation>
    </message>
    <message>
        <source>these GPUs</source>
        <translation>这些 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>no cloud price for %1; set one in the training job&apos;s run settings</source>
        <translation>%1 没有云端价格；请在训练任务的运行设置中设定</translation>
    </message>
    <message>
        <source>No cloud price for %1: set one ($/GPU-hour) in the training job&apos;s run settings to compare with renting.</source>
        <translation>%1 没有云端价格：请在训练任务的运行设置中设定（$/GPU 小时），以便与租用比较。</translation>
    </message>
    <message>
        <source>break-even after %1 (%2)</source>
        <translation>%1 后达到盈亏平衡（%2）</translation>
    </message>
    <message>
        <source>Buying costs less than renting after %1 (%2 each).</source>
        <translation>%1 后购买比租用更省钱（各为 %2）。</translation>
    </message>
    <message>
        <source>no break-even within %1 (after %2)</source>
        <translation>%1 内无法达到盈亏平衡（需 %2）</translation>
    </message>
    <message>
        <source>No break-even within %1: buying costs less than renting only after %2.</source>
        <translation>%1 内无法达到盈亏平衡：要到 %2 后购买才比租用便宜。</translation>
    </message>
    <message>
        <source>renting stays cheaper (no break-even)</source>
        <translation>租用始终更便宜（无盈亏平衡点）</translation>
    </message>
    <message>
        <source>No break-even: renting (%1) costs less than energy and maintenance alone (%2).</source>
        <translation>无盈亏平衡点：租用（%1）的成本低于仅能耗与维护的成本（%2）。</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Buying, after %1: %2&lt;br/&gt;capex %3 + energy %4 + maintenance %5</source>
        <translation>&lt;br/&gt;购买 %1 后：%2&lt;br/&gt;资本支出 %3 + 能耗 %4 + 维护 %5</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Renting, after %1: %2&lt;br/&gt;%3 GPUs × $%4/GPU-hour × 8,760 h/year × %5 % utilisation&lt;br/&gt;Price: %6</source>
        <translation>&lt;br/&gt;租用 %1 后：%2&lt;br/&gt;%3 个 GPU × $%4/GPU 小时 × 8,760 小时/年 × %5 % 利用率&lt;br/&gt;价格：%6</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Break-even after %1 (%2 years): buying and renting both cost %3</source>
        <translation>&lt;br/&gt;%1 后达到盈亏平衡（%2 年）：购买与租用的成本均为 %3</translation>
    </message>
</context>
</TS>
