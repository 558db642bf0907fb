<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>Autosave</name>
    <message>
        <source>“%1”: %2, %3, %4 GPUs, capex %5</source>
        <translation>「%1」：%2，%3，%4 個 GPU，資本支出 %5</translation>
    </message>
    <message>
        <source>%1 group</source>
        <translation>%1 個群組</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 個群組</translation>
    </message>
    <message>
        <source>%1 link</source>
        <translation>%1 條鏈路</translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation>%1 條鏈路</translation>
    </message>
</context>
<context>
    <name>CablingXlsx</name>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Cable type</source>
        <translation>纜線類型</translation>
    </message>
    <message>
        <source>Length class</source>
        <translation>長度類別</translation>
    </message>
    <message>
        <source>Cables</source>
        <translation>纜線</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>%1 takes one design file</source>
        <translation>%1 只接受一個設計檔案</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一個值</translation>
    </message>
    <message>
        <source>error: cannot make the workbook %1: %2</source>
        <translation>錯誤：無法產生活頁簿 %1：%2</translation>
    </message>
    <message>
        <source>error: </source>
        <translation>錯誤：</translation>
    </message>
    <message>
        <source>wrote %1: %2 InfiniBand connections, and %3 system definitions (IBNL) in %4</source>
        <translation>已寫入 %1：%2 條 InfiniBand 連線，以及 %3 個系統定義（IBNL），位於 %4</translation>
    </message>
    <message>
        <source>check the built fabric with: %1</source>
        <translation>用以下指令檢查建置好的網路：%1</translation>
    </message>
    <message>
        <source>wrote %1: %2 cables</source>
        <translation>已寫入 %1：%2 條線纜</translation>
    </message>
    <message>
        <source>give at least one of --nccl, --gemm, --attention and --step</source>
        <translation>請至少提供 --nccl、--gemm、--attention 與 --step 其中一項</translation>
    </message>
    <message>
        <source>warning: </source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>wrote %1 (the design with its calibration profile)</source>
        <translation>已寫入 %1（含校準設定檔的設計）</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知選項 %1</translation>
    </message>
    <message>
        <source>%1 is required</source>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1：「%2」不是整數</translation>
    </message>
    <message>
        <source>%1: must be at least %2, got %3</source>
        <translation>%1：至少為 %2，實際為 %3</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number</source>
        <translation>%1：「%2」不是數字</translation>
    </message>
    <message>
        <source>(clustercanvas help lists the options)</source>
        <translation>（clustercanvas help 列出所有選項）</translation>
    </message>
    <message>
        <source>--kind: &apos;%1&apos; is not a component kind</source>
        <translation>--kind：「%1」不是元件類型</translation>
    </message>
    <message>
        <source>--dims: &apos;%1&apos; is not like 8x8x16</source>
        <translation>--dims：「%1」不符合 8x8x16 這樣的格式</translation>
    </message>
    <message>
        <source>--nodes: %1 servers; a design holds at most %2 GPUs (input contract, catalogs/SCHEMA.md)</source>
        <translation>--nodes：%1 台伺服器；一個設計最多容納 %2 張 GPU（輸入約定，catalogs/SCHEMA.md）</translation>
    </message>
    <message>
        <source>--nodes: %1 nodes: %2 (input contract, catalogs/SCHEMA.md)</source>
        <translation>--nodes：%1 個節點：%2（輸入約定，catalogs/SCHEMA.md）</translation>
    </message>
    <message>
        <source>--nodes: %1 nodes give %2 GPUs; a design holds at most %3 (input contract, catalogs/SCHEMA.md)</source>
        <translation>--nodes：%1 個節點共 %2 張 GPU；一個設計最多容納 %3 張（輸入約定，catalogs/SCHEMA.md）</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <translation>%1 張 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 張 GPU</translation>
    </message>
    <message>
        <source>%1 server</source>
        <translation>%1 台伺服器</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 台伺服器</translation>
    </message>
    <message>
        <source>%1 switch</source>
        <translation>%1 台交換器</translation>
    </message>
    <message>
        <source>%1 switches</source>
        <translation>%1 台交換器</translation>
    </message>
    <message>
        <source>%1 rack</source>
        <translation>%1 個機櫃</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 個機櫃</translation>
    </message>
    <message>
        <source>%1 group</source>
        <translation>%1 個群組</translation>
    </message>
    <message>
        <source>%1 groups</source>
        <translation>%1 個群組</translation>
    </message>
    <message>
        <source>wrote %1: %2, %3, %4, %5 in %6</source>
        <translation>已寫入 %1：%2、%3、%4、%5，共 %6</translation>
    </message>
    <message>
        <source>--explain is a text mode; --json carries the explanations</source>
        <translation>--explain 是文字模式；--json 已包含各項說明</translation>
    </message>
    <message>
        <source>no workload: pass --workload W.json or --model-config config.json, or add a workload to the design</source>
        <translation>沒有訓練作業：請以 --workload W.json 或 --model-config config.json 指定，或在設計中加入訓練作業</translation>
    </message>
    <message>
        <source>-o: &apos;%1&apos; is not a %2 file name</source>
        <translation>-o：「%1」不是 %2 檔名</translation>
    </message>
    <message>
        <source>wrote %1: the proposal for %2</source>
        <translation>已寫入 %1：%2 的提案書</translation>
    </message>
    <message>
        <source>wrote %1: %2 lines, capex %3</source>
        <translation>已寫入 %1：%2 列，資本支出 %3</translation>
    </message>
    <message>
        <source>wrote %1: the canvas of %2</source>
        <translation>已寫入 %1：%2 的畫布</translation>
    </message>
    <message>
        <source>--shard: &apos;%1&apos; is not i/N with 0 &lt;= i &lt; N (e.g. 0/4)</source>
        <translation>--shard：「%1」不是 i/N 的形式（0 &lt;= i &lt; N，例如 0/4）</translation>
    </message>
    <message>
        <source>--tokens or --dataset-tokens/--epochs, not both (tokens = dataset x epochs)</source>
        <translation>--tokens 與 --dataset-tokens/--epochs 只能擇一（token 數 = 資料集 × 輪數）</translation>
    </message>
    <message>
        <source>--dataset-tokens x --epochs: %1 tokens is more than the plan accepts (1e16)</source>
        <translation>--dataset-tokens × --epochs：%1 個 token 超出規劃的上限（1e16）</translation>
    </message>
    <message>
        <source>--preset: &apos;%1&apos; is not a model preset</source>
        <translation>--preset：「%1」不是模型預設</translation>
    </message>
    <message>
        <source>give the job: --workload W.json, --model-config config.json or --preset ID</source>
        <translation>請提供訓練作業：--workload W.json、--model-config config.json 或 --preset ID</translation>
    </message>
    <message>
        <source>--method: &apos;%1&apos; is not pretrain|full|lora|qlora</source>
        <translation>--method：「%1」不是 pretrain|full|lora|qlora 之一</translation>
    </message>
    <message>
        <source>--utilisation: a fraction between 0 and 1</source>
        <translation>--utilisation：應為 0 到 1 之間的比例</translation>
    </message>
    <message>
        <source>--liquid: yes or no, got &apos;%1&apos;</source>
        <translation>--liquid：應為 yes 或 no，實際為「%1」</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>已寫入 %1</translation>
    </message>
    <message>
        <source>plan takes no positional arguments; the job is --workload</source>
        <translation>plan 不接受位置參數；訓練作業以 --workload 指定</translation>
    </message>
    <message>
        <source>plan-merge takes the shard files (SHARD.json...)</source>
        <translation>plan-merge 接受分片檔案（SHARD.json...）</translation>
    </message>
</context>
<context>
    <name>Example</name>
    <message>
        <source>One DGX H100 fine-tuning a 70B model</source>
        <translation>單台 DGX H100 微調 70B 模型</translation>
    </message>
    <message>
        <source>Generated standalone design: 1 server(s) without a cluster network.</source>
        <translation>產生的獨立設計：1 台伺服器，無叢集網路。</translation>
    </message>
    <message>
        <source>DGX H100 racks</source>
        <translation>DGX H100 機櫃</translation>
    </message>
    <message>
        <source>Llama 3 70B LoRA fine-tuning on one 8-GPU server</source>
        <translation>在單台 8 GPU 伺服器上做 Llama 3 70B LoRA 微調</translation>
    </message>
    <message>
        <source>GB200 NVL72 rack</source>
        <translation>GB200 NVL72 機櫃</translation>
    </message>
    <message>
        <source>1 NVL72 racks (72 GPUs in NVLink domains of 72), scale-out 2-tier fat-tree, 72 end ports. Quantum-2 QM9700 NDR 64x400G (32 OSFP), 64 ports at 400 Gb/s: 3 leaves (32 down / 32 up), 2 spines.</source>
        <translation>1 個 NVL72 機櫃（72 個 GPU，每個 NVLink 網域 72 個）。水平擴展：2 層胖樹，72 個終端連接埠。Quantum-2 QM9700 NDR 64x400G (32 OSFP)，64 個連接埠，每埠 400 Gb/s：3 台 Leaf（32 下行 / 32 上行），2 台 Spine。</translation>
    </message>
    <message>
        <source>GB200 NVL72 rack (72 GPUs, 36 Grace) racks</source>
        <translation>GB200 NVL72 rack (72 GPUs, 36 Grace) 機櫃</translation>
    </message>
    <message>
        <source>Leaf network racks</source>
        <translation>Leaf 網路機櫃</translation>
    </message>
    <message>
        <source>Spine network racks</source>
        <translation>Spine 網路機櫃</translation>
    </message>
    <message>
        <source>100,000-GPU H100 Spectrum-X fabric</source>
        <translation>100,000 GPU 的 H100 Spectrum-X 網路</translation>
    </message>
    <message>
        <source>Generated 3-tier fat-tree, 108,896 end ports. Spectrum-4 SN5600 64x800GbE, 128 ports at 400 Gb/s: 1,702 leaves (64 down / 64 up), 1,728 spines in 27 pods of 64 leaves and 64 spines, 864 cores.</source>
        <translation>產生的 3 層胖樹，108,896 個終端連接埠。Spectrum-4 SN5600 64x800GbE，128 個連接埠，每埠 400 Gb/s：1,702 台 Leaf（64 下行 / 64 上行），1,728 台 Spine，分為 27 個 Pod，每個 Pod 64 台 Leaf 和 64 台 Spine；864 台 Core。</translation>
    </message>
    <message>
        <source>DGX H100 racks (partial)</source>
        <translation>DGX H100 機櫃（未滿）</translation>
    </message>
    <message>
        <source>Leaf network racks (partial)</source>
        <translation>Leaf 網路機櫃（未滿）</translation>
    </message>
    <message>
        <source>Spine (27 pods of 64) network racks</source>
        <translation>Spine（27 個 Pod，每個 64 台）網路機櫃</translation>
    </message>
    <message>
        <source>Core network racks</source>
        <translation>Core 網路機櫃</translation>
    </message>
    <message>
        <source>Parallel FS appliance, DDN AI400X2-class (2U all-NVMe, EXAScaler/Lustre) storage racks</source>
        <translation>Parallel FS appliance, DDN AI400X2-class (2U all-NVMe, EXAScaler/Lustre) 儲存機櫃</translation>
    </message>
    <message>
        <source>Parallel FS appliance, DDN AI400X2-class (2U all-NVMe, EXAScaler/Lustre) storage racks (partial)</source>
        <translation>Parallel FS appliance, DDN AI400X2-class (2U all-NVMe, EXAScaler/Lustre) 儲存機櫃（未滿）</translation>
    </message>
    <message>
        <source>4-unit H100 rail-optimised cluster (128 x DGX H100)</source>
        <translation>4 單元 H100 軌道最佳化叢集（128 × DGX H100）</translation>
    </message>
    <message>
        <source>Generated 2-tier rail-optimized fabric: 4 scalable units of 32 servers, 8 rails, 1 leaf per rail per unit. Quantum-2 QM9700 NDR 64x400G (32 OSFP), 64 ports at 400 Gb/s: 32 leaves (32 down / 32 up), 18 spines.</source>
        <translation>產生的 2 層軌道最佳化網路：4 個可擴展單元，每單元 32 台伺服器，8 條軌道，每單元每條軌道 1 台 Leaf。Quantum-2 QM9700 NDR 64x400G (32 OSFP)，64 個連接埠，每埠 400 Gb/s：32 台 Leaf（32 下行 / 32 上行），18 台 Spine。</translation>
    </message>
    <message>
        <source>GPT-3 175B pre-training</source>
        <translation>GPT-3 175B 預訓練</translation>
    </message>
    <message>
        <source>B200 servers</source>
        <translation>B200 伺服器</translation>
    </message>
    <message>
        <source>4-unit B200 rail-optimised cluster (128 x DGX B200)</source>
        <translation>4 單元 B200 軌道最佳化叢集（128 × DGX B200）</translation>
    </message>
    <message>
        <source>The same fabric with DGX B200 servers: 14.3 kW each, so two per 40 kW rack instead of three.</source>
        <translation>同一網路改用 DGX B200 伺服器：每台 14.3 kW，因此每個 40 kW 機櫃放兩台而不是三台。</translation>
    </message>
    <message>
        <source>DGX B200 racks</source>
        <translation>DGX B200 機櫃</translation>
    </message>
    <message>
        <source>2:1 spine</source>
        <translation>2:1 超額訂閱的 Spine</translation>
    </message>
    <message>
        <source>The same servers with half the leaf uplinks: 16 per leaf, 10 spines instead of 18 (2:1 oversubscribed).</source>
        <translation>同樣的伺服器，Leaf 上行鏈路減半：每台 Leaf 16 條，Spine 10 台而不是 18 台（2:1 超額訂閱）。</translation>
    </message>
    <message>
        <source>Jetson AGX Orin edge kit</source>
        <translation>Jetson AGX Orin 邊緣套件</translation>
    </message>
    <message>
        <source>4x RTX 4090 LoRA workstation</source>
        <translation>4 × RTX 4090 LoRA 工作站</translation>
    </message>
    <message>
        <source>Llama 3 8B QLoRA on one RTX 4090</source>
        <translation>在單張 RTX 4090 上做 Llama 3 8B QLoRA</translation>
    </message>
    <message>
        <source>64-node 3-D torus (teaching example)</source>
        <translation>64 節點三維環面（教學範例）</translation>
    </message>
    <message>
        <source>Generated 3-D torus 4x4x4: 6 links per server to its neighbours (wrap-around), 192 cables, no switches.</source>
        <translation>產生的 3 維環面 4x4x4：每台伺服器 6 條鏈路連到相鄰伺服器（首尾相接），共 192 條線纜，無交換器。</translation>
    </message>
    <message>
        <source>DGX H100 (4x4x4 torus) racks</source>
        <translation>DGX H100（4x4x4 環面）機櫃</translation>
    </message>
    <message>
        <source>DGX H100 (4x4x4 torus) racks (partial)</source>
        <translation>DGX H100（4x4x4 環面）機櫃（未滿）</translation>
    </message>
</context>
<context>
    <name>Logo</name>
    <message>
        <source>the picture is empty</source>
        <translation>圖片是空的</translation>
    </message>
    <message>
        <source>the picture is too detailed to embed even when scaled down</source>
        <translation>圖片過於複雜，即使縮小也無法內嵌</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <source>Cannot use %1 as the logo: %2</source>
        <translation>無法將 %1 用作標誌：%2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>Follow the system (%1)</source>
        <translation>跟隨系統（%1）</translation>
    </message>
</context>
<context>
    <name>Message</name>
    <message>
        <source>Server &apos;%1&apos;: its parts can draw up to %2 at the wall (including power-supply losses), more than the vendor&apos;s nameplate maximum of %3. Power figures use the nameplate.</source>
        <comment>SERVER_OVER_NAMEPLATE</comment>
        <translation>伺服器「%1」：其零組件在插座端最多可耗電 %2（含電源損耗），超過廠商額定最大值 %3。功率數字採用額定值。</translation>
    </message>
    <message>
        <source>Check the parts&apos; power figures, or raise the nameplate maximum if the vendor publishes a higher one.</source>
        <comment>SERVER_OVER_NAMEPLATE_FIX</comment>
        <translation>請檢查零組件的功率資料；若廠商公布了更高的額定最大值，請相應調高。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos;: its power supplies are rated %2 in total, but the server can draw %3. Redundancy (N+1, N+N) is not modelled: this compares the sum of all supplies.</source>
        <comment>SERVER_PSU_SHORT</comment>
        <translation>伺服器「%1」：其電源供應器額定總功率為 %2，但伺服器最多可耗電 %3。未考慮備援（N+1、N+N）：此處比較的是所有電源供應器的總和。</translation>
    </message>
    <message>
        <source>Use more or larger power supplies: at least %1 in total, more if the supplies must be redundant.</source>
        <comment>SERVER_PSU_SHORT_FIX</comment>
        <translation>使用更多或更大功率的電源供應器：總計至少 %1，如需備援則要更多。</translation>
    </message>
    <message>
        <source>Rack &apos;%1&apos; can draw %2 at full load, over its %3 power limit (typical %4).</source>
        <comment>RACK_OVER_POWER</comment>
        <translation>機櫃「%1」滿載時可耗電 %2，超過其 %3 的功率上限（典型值 %4）。</translation>
    </message>
    <message>
        <source>Move equipment to other racks, or use racks rated for at least %1.</source>
        <comment>RACK_OVER_POWER_FIX_MOVE</comment>
        <translation>將設備移到其他機櫃，或使用額定功率至少 %1 的機櫃。</translation>
    </message>
    <message>
        <source>Even one such server does not fit this rack&apos;s limit: use racks rated for at least %1.</source>
        <comment>RACK_OVER_POWER_FIX_NONE_FITS</comment>
        <translation>即使只放一台這種伺服器也超出此機櫃的上限：請使用額定功率至少 %1 的機櫃。</translation>
    </message>
    <message>
        <source>Put at most %1 server(s) of &apos;%2&apos; per rack, or use racks rated for at least %3.</source>
        <comment>RACK_OVER_POWER_FIX_FEWER</comment>
        <translation>每個機櫃最多放 %1 台「%2」，或使用額定功率至少 %3 的機櫃。</translation>
    </message>
    <message>
        <source>Rack &apos;%1&apos; needs %2 U but has %3 U.</source>
        <comment>RACK_OVER_HEIGHT</comment>
        <translation>機櫃「%1」需要 %2 U，但只有 %3 U。</translation>
    </message>
    <message>
        <source>Put fewer systems in each rack, or use taller racks.</source>
        <comment>RACK_OVER_HEIGHT_FIX</comment>
        <translation>每個機櫃少放一些系統，或使用更高的機櫃。</translation>
    </message>
    <message>
        <source>No racks are laid out, so rack power, height and cooling are not checked.</source>
        <comment>GROUP_NOT_RACKED_NO_RACKS</comment>
        <translation>未配置機櫃，因此未檢查機櫃功率、高度與散熱。</translation>
    </message>
    <message>
        <source>Add a rack row and place the groups in it.</source>
        <comment>GROUP_NOT_RACKED_NO_RACKS_FIX</comment>
        <translation>新增一個機櫃列，並將各群組放入。</translation>
    </message>
    <message>
        <source>None of the %1 replicas of &apos;%2&apos; are placed in racks; those outside racks are not counted in rack power and cooling.</source>
        <comment>GROUP_NOT_RACKED_NONE</comment>
        <translation>「%2」的 %1 個副本都沒有放入機櫃；機櫃外的設備不計入機櫃功率與散熱。</translation>
    </message>
    <message>
        <source>Only %1 of the %2 replicas of &apos;%3&apos; are placed in racks; those outside racks are not counted in rack power and cooling.</source>
        <comment>GROUP_NOT_RACKED_SOME</comment>
        <translation>「%3」的 %2 個副本中只有 %1 個放入機櫃；機櫃外的設備不計入機櫃功率與散熱。</translation>
    </message>
    <message>
        <source>Add racks or put more of this group in each rack.</source>
        <comment>GROUP_NOT_RACKED_FIX</comment>
        <translation>增加機櫃，或在每個機櫃中多放一些此群組的設備。</translation>
    </message>
    <message>
        <source>The racks hold %1 of &apos;%2&apos;, but the group has only %3: rack power is overstated.</source>
        <comment>GROUP_OVER_RACKED</comment>
        <translation>機櫃中放了 %1 個「%2」，但此群組只有 %3 個：機櫃功率被高估。</translation>
    </message>
    <message>
        <source>Lower the rack count or the per-rack number, or add replicas.</source>
        <comment>GROUP_OVER_RACKED_FIX</comment>
        <translation>減少機櫃數或每櫃數量，或增加副本。</translation>
    </message>
    <message>
        <source>Storage &apos;%1&apos; uses &apos;%2&apos;, which is not a storage system in the catalog; its power, bandwidth and price are left out.</source>
        <comment>UNKNOWN_STORAGE</comment>
        <translation>儲存設備「%1」使用的「%2」不是元件目錄中的儲存系統；其功率、頻寬與價格未計入。</translation>
    </message>
    <message>
        <source>Choose a storage system from the catalog.</source>
        <comment>UNKNOWN_STORAGE_FIX</comment>
        <translation>請從元件目錄中選擇一個儲存系統。</translation>
    </message>
    <message>
        <source>%1 is not a finite number (inputs: %2); the figure is left out</source>
        <comment>NON_FINITE</comment>
        <translation>%1 不是有限數值（輸入：%2）；此數字未計入</translation>
    </message>
    <message>
        <source>Check the inputs named for values that are too large or not numbers.</source>
        <comment>NON_FINITE_FIX</comment>
        <translation>檢查所列輸入中是否有過大或非數字的值。</translation>
    </message>
    <message>
        <source>Rack &apos;%1&apos; is air-cooled but holds liquid-cooled equipment.</source>
        <comment>RACK_NEEDS_LIQUID_CONTENTS</comment>
        <translation>機櫃「%1」為氣冷，但裝有液冷設備。</translation>
    </message>
    <message>
        <source>Set the rack to liquid cooling (a CDU will be counted).</source>
        <comment>RACK_NEEDS_LIQUID_CONTENTS_FIX</comment>
        <translation>將此機櫃設為液冷（將計入一台 CDU）。</translation>
    </message>
    <message>
        <source>Rack &apos;%1&apos; dissipates up to %2, beyond what air can remove even with containment (air up to %3, with containment up to %4; %5).</source>
        <comment>RACK_NEEDS_LIQUID</comment>
        <translation>機櫃「%1」最多散熱 %2，即使採用通道封閉，氣冷也無法帶走（氣冷上限 %3，通道封閉上限 %4；%5）。</translation>
    </message>
    <message>
        <source>Use liquid cooling for this rack, or spread the servers so each rack stays under %1.</source>
        <comment>RACK_NEEDS_LIQUID_FIX</comment>
        <translation>此機櫃改用液冷，或分散伺服器，使每個機櫃低於 %1。</translation>
    </message>
    <message>
        <source>Rack &apos;%1&apos; dissipates up to %2, more than open-aisle air cooling handles (air up to %3, with containment up to %4; %5).</source>
        <comment>RACK_NEEDS_CONTAINMENT</comment>
        <translation>機櫃「%1」最多散熱 %2，超過開放式通道氣冷的能力（氣冷上限 %3，通道封閉上限 %4；%5）。</translation>
    </message>
    <message>
        <source>Plan hot- or cold-aisle containment or rear-door heat exchangers, or keep each rack under %1.</source>
        <comment>RACK_NEEDS_CONTAINMENT_FIX</comment>
        <translation>規劃冷通道或熱通道封閉，或採用背門式熱交換器，或讓每個機櫃低於 %1。</translation>
    </message>
    <message>
        <source>The facility&apos;s CDU &apos;%1&apos; is not a CDU with a capacity in the catalog; the largest catalog CDU is used instead.</source>
        <comment>CDU_UNKNOWN</comment>
        <translation>設施的 CDU「%1」不是元件目錄中標示容量的 CDU；改用目錄中最大的 CDU。</translation>
    </message>
    <message>
        <source>Choose a CDU from the catalog in the facility settings.</source>
        <comment>CDU_UNKNOWN_FIX</comment>
        <translation>請在設施設定中從元件目錄選擇一個 CDU。</translation>
    </message>
    <message>
        <source>The facility&apos;s outlet temperature (%1 °C) is not above its inlet (%2 °C), so airflow cannot be computed.</source>
        <comment>COOLING_BAD_DELTA_T</comment>
        <translation>設施的出風溫度（%1 °C）不高於進風溫度（%2 °C），因此無法計算風量。</translation>
    </message>
    <message>
        <source>Set the hot-aisle temperature above the cold-aisle one.</source>
        <comment>COOLING_BAD_DELTA_T_FIX</comment>
        <translation>將熱通道溫度設得高於冷通道溫度。</translation>
    </message>
    <message>
        <source>Liquid-cooled racks (%1) reject up to %2; CDUs needed: %3 × %4 (%5 each), without spares.</source>
        <comment>COOLING_CDUS</comment>
        <translation>液冷機櫃（%1）最多排熱 %2；所需 CDU：%3 × %4（每台 %5），不含備用。</translation>
    </message>
    <message>
        <source>Liquid-cooled racks reject up to %1, but no CDU is in the catalog to size the coolant loop.</source>
        <comment>NO_CDU</comment>
        <translation>液冷機櫃最多排熱 %1，但元件目錄中沒有可用來估算冷卻迴路規模的 CDU。</translation>
    </message>
    <message>
        <source>Add a CDU to the catalog and choose it in the facility.</source>
        <comment>NO_CDU_FIX</comment>
        <translation>在元件目錄中新增 CDU，並在設施中選擇它。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; lists no CPU, so its host balance is only partly checked.</source>
        <comment>HOST_PARTS_MISSING_CPU</comment>
        <translation>伺服器「%1」未列出 CPU，因此其主機配比只能部分檢查。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; lists no system memory, so its host balance is only partly checked.</source>
        <comment>HOST_PARTS_MISSING_RAM</comment>
        <translation>伺服器「%1」未列出系統記憶體，因此其主機配比只能部分檢查。</translation>
    </message>
    <message>
        <source>Add the CPUs and DIMMs to the server&apos;s parts.</source>
        <comment>HOST_PARTS_MISSING_FIX</comment>
        <translation>請在伺服器零組件中新增 CPU 與記憶體模組。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; has %2 CPU cores per GPU (%3 cores for %4 GPUs); data loading and kernel launches may starve the GPUs (%5).</source>
        <comment>HOST_FEW_CPU_CORES</comment>
        <translation>伺服器「%1」每個 GPU 只有 %2 個 CPU 核心（%4 個 GPU 共 %3 核心）；資料載入與核心啟動可能使 GPU 閒置等待（%5）。</translation>
    </message>
    <message>
        <source>Use CPUs with more cores: at least %1 in total.</source>
        <comment>HOST_FEW_CPU_CORES_FIX</comment>
        <translation>使用核心數更多的 CPU：總計至少 %1 核心。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; has %2 of RAM for %3 of GPU memory (%4×); checkpoint staging, data loaders and optimizer offload may not fit (%5).</source>
        <comment>HOST_LOW_RAM</comment>
        <translation>伺服器「%1」的記憶體為 %2，對應 %3 GPU 記憶體（%4×）；檢查點暫存、資料載入器與最佳化器卸載可能放不下（%5）。</translation>
    </message>
    <message>
        <source>Add memory: at least %1.</source>
        <comment>HOST_LOW_RAM_FIX</comment>
        <translation>增加記憶體：至少 %1。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; has %2 compute NIC(s) for %3 GPUs (%4 per GPU); gradient and activation traffic between servers will queue on the NICs (%5).</source>
        <comment>HOST_FEW_NICS</comment>
        <translation>伺服器「%1」有 %2 張運算網路卡對應 %3 個 GPU（每個 GPU %4）；伺服器之間的梯度與激活值流量將在網路卡上排隊（%5）。</translation>
    </message>
    <message>
        <source>Add compute NICs: one per GPU.</source>
        <comment>HOST_FEW_NICS_FIX</comment>
        <translation>增加運算網路卡：每個 GPU 一張。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; has %2 compute NIC(s) for %3 GPUs (%4 per GPU). That is fine for a single server that does not train across nodes.</source>
        <comment>HOST_FEW_NICS_SINGLE</comment>
        <translation>伺服器「%1」有 %2 張運算網路卡對應 %3 個 GPU（每個 GPU %4）。對於不跨節點訓練的單台伺服器，這沒有問題。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos;: its GPUs, NICs and SSDs need %2 PCIe lanes, more than its CPUs provide (%3): it relies on PCIe switches, as DGX-class systems do.</source>
        <comment>HOST_PCIE_SWITCHES</comment>
        <translation>伺服器「%1」：其 GPU、網路卡與 SSD 需要 %2 條 PCIe 通道，超過 CPU 所能提供的 %3 條：它仰賴 PCIe 交換晶片，DGX 級系統即是如此。</translation>
    </message>
    <message>
        <source>The design has %1 servers but no shared storage: training data and checkpoints must live on local drives.</source>
        <comment>NO_SHARED_STORAGE</comment>
        <translation>此設計有 %1 台伺服器，但沒有共享儲存：訓練資料與檢查點只能放在本機磁碟上。</translation>
    </message>
    <message>
        <source>Add a storage system and link it to the fabric.</source>
        <comment>NO_SHARED_STORAGE_FIX</comment>
        <translation>新增一個儲存系統並將其連接到網路。</translation>
    </message>
    <message>
        <source>The shared storage reads %1 for %2 GPUs: %3 per GPU, below the 1 GB/s per GPU minimum (%4).</source>
        <comment>STORAGE_SLOW</comment>
        <translation>共享儲存為 %2 個 GPU 提供 %1 的讀取頻寬：每個 GPU %3，低於每個 GPU 1 GB/s 的最低要求（%4）。</translation>
    </message>
    <message>
        <source>Add storage systems or faster ones: at least %1 of read bandwidth in total (limited by each system&apos;s NICs).</source>
        <comment>STORAGE_SLOW_FIX</comment>
        <translation>增加儲存系統或改用更快的儲存設備：總讀取頻寬至少 %1（受各系統網路卡的限制）。</translation>
    </message>
    <message>
        <source>Links of %1 land on &apos;%2&apos;, whose ports run at %3.</source>
        <comment>LINK_FASTER_THAN_PORT</comment>
        <translation>%1 的鏈路接入「%2」，但其連接埠速率為 %3。</translation>
    </message>
    <message>
        <source>Lower the link speed or choose a faster switch.</source>
        <comment>LINK_FASTER_THAN_PORT_FIX</comment>
        <translation>降低鏈路速率，或選用更快的交換器。</translation>
    </message>
    <message>
        <source>Group &apos;%1&apos; uses &apos;%2&apos;, which is not a switch in the catalog.</source>
        <comment>UNKNOWN_SWITCH</comment>
        <translation>群組「%1」使用的「%2」不是元件目錄中的交換器。</translation>
    </message>
    <message>
        <source>Choose a switch model from the catalog.</source>
        <comment>UNKNOWN_SWITCH_FIX</comment>
        <translation>請從元件目錄中選擇交換器型號。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs %2 ports but its %3 switches have %4.</source>
        <comment>SWITCH_PORTS_OVERFULL</comment>
        <translation>「%1」需要 %2 個連接埠，但其 %3 台交換器只有 %4 個。</translation>
    </message>
    <message>
        <source>Use %1 switches, or a switch with more ports.</source>
        <comment>SWITCH_PORTS_OVERFULL_FIX</comment>
        <translation>使用 %1 台交換器，或選用連接埠更多的交換器。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no links.</source>
        <comment>SWITCH_UNCONNECTED</comment>
        <translation>「%1」沒有任何鏈路。</translation>
    </message>
    <message>
        <source>Connect it, or delete it if it is not needed.</source>
        <comment>SWITCH_UNCONNECTED_FIX</comment>
        <translation>請連接它；若不需要，請刪除。</translation>
    </message>
    <message>
        <source>Each server of &apos;%1&apos; has %2 compute NIC ports, but %3 links are drawn per server.</source>
        <comment>SERVER_PORTS_OVERFULL</comment>
        <translation>「%1」的每台伺服器有 %2 個運算網路卡連接埠，但每台伺服器繪製了 %3 條鏈路。</translation>
    </message>
    <message>
        <source>Add NICs to the server or reduce links per server.</source>
        <comment>SERVER_PORTS_OVERFULL_FIX</comment>
        <translation>為伺服器增加網路卡，或減少每台伺服器的鏈路數。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not connected to any network.</source>
        <comment>SERVER_UNCONNECTED</comment>
        <translation>「%1」未連接到任何網路。</translation>
    </message>
    <message>
        <source>Drag a link from the group to a leaf switch.</source>
        <comment>SERVER_UNCONNECTED_FIX</comment>
        <translation>從此群組拖曳一條鏈路到 Leaf 交換器。</translation>
    </message>
    <message>
        <source>Each server of &apos;%1&apos; uses %2 of its %3 compute NIC ports.</source>
        <comment>NIC_PORTS_UNCONNECTED</comment>
        <translation>「%1」的每台伺服器只用了 %3 個運算網路卡連接埠中的 %2 個。</translation>
    </message>
    <message>
        <source>Connect the remaining ports or remove the NICs.</source>
        <comment>NIC_PORTS_UNCONNECTED_FIX</comment>
        <translation>連接其餘連接埠，或移除多餘的網路卡。</translation>
    </message>
    <message>
        <source>Links of %1 leave &apos;%2&apos;, whose NIC ports run at %3.</source>
        <comment>LINK_FASTER_THAN_NIC</comment>
        <translation>%1 的鏈路從「%2」引出，但其網路卡連接埠速率為 %3。</translation>
    </message>
    <message>
        <source>Lower the link speed to the NIC&apos;s speed.</source>
        <comment>LINK_FASTER_THAN_NIC_FIX</comment>
        <translation>將鏈路速率降到網路卡的速率。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; lists &apos;%2&apos;, which is neither in the design&apos;s specs nor the catalog.</source>
        <comment>UNKNOWN_PART</comment>
        <translation>伺服器「%1」列出的「%2」既不在設計的規格中，也不在元件目錄中。</translation>
    </message>
    <message>
        <source>Load the catalog file that defines it, or remove the part.</source>
        <comment>UNKNOWN_PART_FIX</comment>
        <translation>請載入定義它的元件目錄檔案，或移除此零組件。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; lists &apos;%2&apos; (a %3), which does not go inside a server.</source>
        <comment>PART_KIND</comment>
        <translation>伺服器「%1」列出的「%2」（%3）不能放在伺服器內部。</translation>
    </message>
    <message>
        <source>Place it on the cluster canvas instead.</source>
        <comment>PART_KIND_FIX</comment>
        <translation>請改為放在叢集畫布上。</translation>
    </message>
    <message>
        <source>Server &apos;%1&apos; uses fabric &apos;%2&apos;, which is not in the catalog.</source>
        <comment>UNKNOWN_FABRIC</comment>
        <translation>伺服器「%1」使用的互連「%2」不在元件目錄中。</translation>
    </message>
    <message>
        <source>Choose a fabric from the catalog.</source>
        <comment>UNKNOWN_FABRIC_FIX</comment>
        <translation>請從元件目錄中選擇一種互連。</translation>
    </message>
    <message>
        <source>No price is known for %1 items, so the capex of %2 leaves them out (or counts only their priced parts): %3.</source>
        <comment>PRICE_UNKNOWN</comment>
        <translation>%1 項沒有已知價格，因此資本支出 %2 未計入它們（或只計入其有價格的零組件）：%3。</translation>
    </message>
    <message>
        <source>Add indicative prices to the catalog entries or the server templates.</source>
        <comment>PRICE_UNKNOWN_FIX</comment>
        <translation>請在元件目錄項目或伺服器範本中補上參考價格。</translation>
    </message>
    <message>
        <source>%1</source>
        <comment>NAME</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <comment>LIST_MORE</comment>
        <translation>另有 %1 項</translation>
    </message>
    <message>
        <source>the analysis refused the layout</source>
        <comment>VALIDATION_REFUSED</comment>
        <translation>分析拒絕了此平行配置</translation>
    </message>
    <message>
        <source>the analysis gave no %1</source>
        <comment>VALIDATION_NO_METRIC</comment>
        <translation>分析未提供 %1</translation>
    </message>
    <message>
        <source>Add group</source>
        <comment>UNDO_ADD_GROUP</comment>
        <translation>新增群組</translation>
    </message>
    <message>
        <source>Add rack row</source>
        <comment>UNDO_ADD_RACK_ROW</comment>
        <translation>新增機櫃列</translation>
    </message>
    <message>
        <source>Add server template</source>
        <comment>UNDO_ADD_SERVER_TEMPLATE</comment>
        <translation>新增伺服器範本</translation>
    </message>
    <message>
        <source>Align</source>
        <comment>UNDO_ALIGN</comment>
        <translation>對齊</translation>
    </message>
    <message>
        <source>Align groups</source>
        <comment>UNDO_ALIGN_GROUPS</comment>
        <translation>對齊群組</translation>
    </message>
    <message>
        <source>Apply best layout</source>
        <comment>UNDO_APPLY_BEST_LAYOUT</comment>
        <translation>套用最佳配置</translation>
    </message>
    <message>
        <source>Auto-place racks</source>
        <comment>UNDO_AUTO_PLACE_RACKS</comment>
        <translation>自動放置機櫃</translation>
    </message>
    <message>
        <source>Choose model preset</source>
        <comment>UNDO_CHOOSE_MODEL_PRESET</comment>
        <translation>選擇模型預設組合</translation>
    </message>
    <message>
        <source>Connect</source>
        <comment>UNDO_CONNECT</comment>
        <translation>連接</translation>
    </message>
    <message>
        <source>Delete</source>
        <comment>UNDO_DELETE</comment>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Delete group</source>
        <comment>UNDO_DELETE_GROUP</comment>
        <translation>刪除群組</translation>
    </message>
    <message>
        <source>Delete link</source>
        <comment>UNDO_DELETE_LINK</comment>
        <translation>刪除鏈路</translation>
    </message>
    <message>
        <source>Delete rack row</source>
        <comment>UNDO_DELETE_RACK_ROW</comment>
        <translation>刪除機櫃列</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <comment>UNDO_DELETE_SCENARIO</comment>
        <translation>刪除情境</translation>
    </message>
    <message>
        <source>Edit facility</source>
        <comment>UNDO_EDIT_FACILITY</comment>
        <translation>編輯設施</translation>
    </message>
    <message>
        <source>Edit workload</source>
        <comment>UNDO_EDIT_WORKLOAD</comment>
        <translation>編輯工作負載</translation>
    </message>
    <message>
        <source>Import model</source>
        <comment>UNDO_IMPORT_MODEL</comment>
        <translation>匯入模型</translation>
    </message>
    <message>
        <source>Make scenario current</source>
        <comment>UNDO_MAKE_SCENARIO_CURRENT</comment>
        <translation>將情境設為目前設計</translation>
    </message>
    <message>
        <source>Move group</source>
        <comment>UNDO_MOVE_GROUP</comment>
        <translation>移動群組</translation>
    </message>
    <message>
        <source>Move groups</source>
        <comment>UNDO_MOVE_GROUPS</comment>
        <translation>移動多個群組</translation>
    </message>
    <message>
        <source>Paste</source>
        <comment>UNDO_PASTE</comment>
        <translation>貼上</translation>
    </message>
    <message>
        <source>Paste group</source>
        <comment>UNDO_PASTE_GROUP</comment>
        <translation>貼上群組</translation>
    </message>
    <message>
        <source>Paste link</source>
        <comment>UNDO_PASTE_LINK</comment>
        <translation>貼上鏈路</translation>
    </message>
    <message>
        <source>Paste server</source>
        <comment>UNDO_PASTE_SERVER</comment>
        <translation>貼上伺服器</translation>
    </message>
    <message>
        <source>Rack the selection</source>
        <comment>UNDO_RACK_THE_SELECTION</comment>
        <translation>將選取項目上架</translation>
    </message>
    <message>
        <source>Rename design</source>
        <comment>UNDO_RENAME_DESIGN</comment>
        <translation>重新命名設計</translation>
    </message>
    <message>
        <source>Rename group</source>
        <comment>UNDO_RENAME_GROUP</comment>
        <translation>重新命名群組</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <comment>UNDO_RENAME_SCENARIO</comment>
        <translation>重新命名情境</translation>
    </message>
    <message>
        <source>Save as scenario</source>
        <comment>UNDO_SAVE_AS_SCENARIO</comment>
        <translation>另存為情境</translation>
    </message>
    <message>
        <source>Set cable</source>
        <comment>UNDO_SET_CABLE</comment>
        <translation>設定纜線</translation>
    </message>
    <message>
        <source>Set links per replica</source>
        <comment>UNDO_SET_LINKS_PER_REPLICA</comment>
        <translation>設定每副本鏈路數</translation>
    </message>
    <message>
        <source>Set link speed</source>
        <comment>UNDO_SET_LINK_SPEED</comment>
        <translation>設定鏈路速率</translation>
    </message>
    <message>
        <source>Set replicas</source>
        <comment>UNDO_SET_REPLICAS</comment>
        <translation>設定副本數</translation>
    </message>
    <message>
        <source>Set replicas of groups</source>
        <comment>UNDO_SET_REPLICAS_OF_GROUPS</comment>
        <translation>設定多個群組的副本數</translation>
    </message>
    <message>
        <source>Set tier</source>
        <comment>UNDO_SET_TIER</comment>
        <translation>設定層級</translation>
    </message>
    <message>
        <source>Set wiring rule</source>
        <comment>UNDO_SET_WIRING_RULE</comment>
        <translation>設定佈線規則</translation>
    </message>
    <message>
        <source>Unrack group</source>
        <comment>UNDO_UNRACK_GROUP</comment>
        <translation>將群組移出機櫃</translation>
    </message>
    <message>
        <source>Update scenario</source>
        <comment>UNDO_UPDATE_SCENARIO</comment>
        <translation>更新情境</translation>
    </message>
    <message>
        <source>Add %1</source>
        <comment>UNDO_ADD_PART</comment>
        <translation>新增 %1</translation>
    </message>
    <message>
        <source>BTU/h = W × 3.412, at IT max power</source>
        <comment>EXPL_HEAT_BTU</comment>
        <translation>BTU/h = W × 3.412，以 IT 最大功率計</translation>
    </message>
    <message>
        <source>CFM = BTU/h / (1.08 × ΔT°F), ΔT°F = (outlet − inlet °C) × 1.8, sea-level air; liquid racks excluded</source>
        <comment>EXPL_AIRFLOW_CFM</comment>
        <translation>CFM = BTU/h / (1.08 × ΔT°F)，ΔT°F = (出風 − 進風 °C) × 1.8，海平面空氣；不含液冷機櫃</translation>
    </message>
    <message>
        <source>air if rack max ≤ %1; air with containment if ≤ %2; liquid above, or when the rack or its equipment is liquid-cooled</source>
        <comment>EXPL_RACK_COOLING</comment>
        <translation>機櫃最大功率 ≤ %1 時為氣冷；≤ %2 時為通道封閉氣冷；更高時，或機櫃及其設備為液冷時，為液冷</translation>
    </message>
    <message>
        <source>⌈liquid heat W / CDU capacity W⌉, no spares</source>
        <comment>EXPL_CDUS</comment>
        <translation>⌈液冷熱量 W / CDU 容量 W⌉，不含備用</translation>
    </message>
    <message>
        <source>Σ count × unit price over servers, switches, optics and cables, storage, racks and CDUs; a server without a system price is the sum of its parts</source>
        <comment>EXPL_CAPEX</comment>
        <translation>Σ 數量 × 單價，涵蓋伺服器、交換器、光收發模組與纜線、儲存設備、機櫃與 CDU；沒有整機價格的伺服器以其零組件總和計</translation>
    </message>
    <message>
        <source>CPU cores / GPUs per server</source>
        <comment>EXPL_CPU_CORES_PER_GPU</comment>
        <translation>每台伺服器的 CPU 核心數 / GPU 數</translation>
    </message>
    <message>
        <source>system RAM / total GPU memory per server</source>
        <comment>EXPL_RAM_TO_GPU_MEMORY</comment>
        <translation>每台伺服器的系統記憶體 / GPU 記憶體總量</translation>
    </message>
    <message>
        <source>compute NICs / GPUs per server</source>
        <comment>EXPL_NICS_PER_GPU</comment>
        <translation>每台伺服器的運算網路卡數 / GPU 數</translation>
    </message>
    <message>
        <source>Σ storage systems × min(read B/s, NICs × NIC bit/s ÷ 8) / all GPUs</source>
        <comment>EXPL_STORAGE_PER_GPU</comment>
        <translation>Σ 儲存系統 × min(讀取 B/s, 網路卡數 × 網路卡 bit/s ÷ 8) / 全部 GPU</translation>
    </message>
    <message>
        <source>½ × min(total end-point injection, uplink capacity of the narrowest tier); torus: 2·N/d_max links across the cut</source>
        <comment>EXPL_BISECTION</comment>
        <translation>½ × min(端點注入總量, 最窄層級的上行容量)；環面：2·N/d_max 條鏈路穿過切分面</translation>
    </message>
    <message>
        <source>ring allreduce busbw = per-rank link bandwidth B; time = 2(n−1)/n·S/B + 2(n−1)·α</source>
        <comment>EXPL_ALLREDUCE_BUSBW</comment>
        <translation>環狀 All-Reduce 匯流排頻寬 = 每個 rank 的鏈路頻寬 B；時間 = 2(n−1)/n·S/B + 2(n−1)·α</translation>
    </message>
    <message>
        <source>downlink bandwidth / uplink bandwidth per tier</source>
        <comment>EXPL_OVERSUBSCRIPTION</comment>
        <translation>每個層級的下行頻寬 / 上行頻寬</translation>
    </message>
    <message>
        <source>Σ parts (count × idle/typical/max W) + chassis, divided by the PSU efficiency for the power at the wall; max = the vendor nameplate when published</source>
        <comment>EXPL_SERVER_POWER</comment>
        <translation>Σ 零組件（數量 × 閒置/典型/最大 W）+ 機箱，再除以電源效率得到插座端功率；最大值在廠商公布時採用額定值</translation>
    </message>
    <message>
        <source>Σ servers + switches + storage + optics (transceivers × W per end, AOC × W per cable) + CDUs; planning IT power = typical × utilisation</source>
        <comment>EXPL_IT_POWER</comment>
        <translation>Σ 伺服器 + 交換器 + 儲存設備 + 光收發模組（模組數 × 每端 W，AOC × 每條 W）+ CDU；規劃 IT 功率 = 典型值 × 使用率</translation>
    </message>
    <message>
        <source>facility W = IT W × PUE</source>
        <comment>EXPL_FACILITY_POWER</comment>
        <translation>設施 W = IT W × PUE</translation>
    </message>
    <message>
        <source>per rack: Σ per-rack replicas × their max (and typical) W; optics and cables are not assigned to racks</source>
        <comment>EXPL_RACK_POWER</comment>
        <translation>每個機櫃：Σ 每櫃副本數 × 其最大（及典型）W；光收發模組與纜線不計入機櫃</translation>
    </message>
    <message>
        <source>capex + years × (facility kW × 8,760 h × $%1/kWh + maintenance %2 of capex per year)</source>
        <comment>EXPL_TCO_BUY</comment>
        <translation>資本支出 + 年數 × (設施 kW × 8,760 h × $%1/kWh + 每年維護費占資本支出的 %2)</translation>
    </message>
    <message>
        <source>years × $/GPU-h × %1 GPUs × 8,760 h × utilisation %2</source>
        <comment>EXPL_TCO_RENT</comment>
        <translation>年數 × $/GPU 小時 × %1 個 GPU × 8,760 h × 使用率 %2</translation>
    </message>
    <message>
        <source>capex / (rent per year − energy per year − maintenance per year)</source>
        <comment>EXPL_TCO_BREAK_EVEN</comment>
        <translation>資本支出 / (每年租金 − 每年能耗 − 每年維護)</translation>
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
        <translation>每個 GPU 的記憶體</translation>
    </message>
    <message>
        <source>weights</source>
        <comment>FIG_IN_WEIGHTS</comment>
        <translation>權重</translation>
    </message>
    <message>
        <source>gradients</source>
        <comment>FIG_IN_GRADIENTS</comment>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <comment>FIG_IN_OPTIMIZER</comment>
        <translation>最佳化器狀態</translation>
    </message>
    <message>
        <source>activations</source>
        <comment>FIG_IN_ACTIVATIONS</comment>
        <translation>激活值</translation>
    </message>
    <message>
        <source>overheads</source>
        <comment>FIG_IN_OVERHEADS</comment>
        <translation>額外開銷</translation>
    </message>
    <message>
        <source>  of which %1</source>
        <comment>FIG_IN_OF_WHICH</comment>
        <translation>  其中 %1</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <comment>FIG_IN_GPU_MEMORY</comment>
        <translation>GPU 記憶體</translation>
    </message>
    <message>
        <source>parameters</source>
        <comment>FIG_IN_PARAMETERS</comment>
        <translation>參數</translation>
    </message>
    <message>
        <source>Step time</source>
        <comment>FIG_STEP_TIME</comment>
        <translation>每步時間</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>FIG_IN_COMPUTE</comment>
        <translation>運算</translation>
    </message>
    <message>
        <source>tensor-parallel communication (exposed)</source>
        <comment>FIG_IN_TP_COMM</comment>
        <translation>張量平行通訊（未遮蔽）</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <comment>FIG_IN_PP_BUBBLE</comment>
        <translation>管線氣泡</translation>
    </message>
    <message>
        <source>data-parallel communication (exposed)</source>
        <comment>FIG_IN_DP_COMM</comment>
        <translation>資料平行通訊（未遮蔽）</translation>
    </message>
    <message>
        <source>expert-parallel communication</source>
        <comment>FIG_IN_EP_COMM</comment>
        <translation>專家平行通訊</translation>
    </message>
    <message>
        <source>context-parallel communication</source>
        <comment>FIG_IN_CP_COMM</comment>
        <translation>上下文平行通訊</translation>
    </message>
    <message>
        <source>optimizer step</source>
        <comment>FIG_IN_OPTIMIZER_STEP</comment>
        <translation>最佳化器步驟</translation>
    </message>
    <message>
        <source>micro-batches per step</source>
        <comment>FIG_IN_MICRO_BATCHES</comment>
        <translation>每步微批次數</translation>
    </message>
    <message>
        <source>data-parallel replicas</source>
        <comment>FIG_IN_DP_REPLICAS</comment>
        <translation>資料平行副本數</translation>
    </message>
    <message>
        <source>step time</source>
        <comment>FIG_IN_STEP_TIME</comment>
        <translation>每步時間</translation>
    </message>
    <message>
        <source>MFU</source>
        <comment>FIG_MFU</comment>
        <translation>MFU</translation>
    </message>
    <message>
        <source>model FLOP/s per GPU</source>
        <comment>FIG_IN_MODEL_FLOPS</comment>
        <translation>每個 GPU 的模型 FLOP/s</translation>
    </message>
    <message>
        <source>dense peak per GPU</source>
        <comment>FIG_IN_DENSE_PEAK</comment>
        <translation>每個 GPU 的密集峰值</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <comment>FIG_IN_TOKENS_PER_S</comment>
        <translation>每秒 token 數</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>FIG_IN_GPUS</comment>
        <translation>GPU 數</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <comment>FIG_BOTTLENECK</comment>
        <translation>瓶頸</translation>
    </message>
    <message>
        <source>Time to train</source>
        <comment>FIG_TIME_TO_TRAIN</comment>
        <translation>訓練所需時間</translation>
    </message>
    <message>
        <source>tokens</source>
        <comment>FIG_IN_TOKENS</comment>
        <translation>token 數</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <comment>FIG_IN_GPU_HOURS</comment>
        <translation>GPU 小時</translation>
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
        <translation>典型功率的平均使用率</translation>
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
        <translation>伺服器「%1」典型值</translation>
    </message>
    <message>
        <source>Facility power</source>
        <comment>FIG_FACILITY_POWER</comment>
        <translation>設施總功率</translation>
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
        <translation>最大機櫃</translation>
    </message>
    <message>
        <source>rack &quot;%1&quot; (×%2)</source>
        <comment>FIG_IN_RACK</comment>
        <translation>機櫃「%1」（×%2）</translation>
    </message>
    <message>
        <source>%1 typical, %2 max, limit %3</source>
        <comment>FIG_RACK_POWER</comment>
        <translation>典型 %1，最大 %2，上限 %3</translation>
    </message>
    <message>
        <source>Cooling</source>
        <comment>FIG_COOLING</comment>
        <translation>散熱</translation>
    </message>
    <message>
        <source>liquid</source>
        <comment>FIG_COOLING_LIQUID</comment>
        <translation>液冷</translation>
    </message>
    <message>
        <source>air</source>
        <comment>FIG_COOLING_AIR</comment>
        <translation>氣冷</translation>
    </message>
    <message>
        <source>largest rack</source>
        <comment>FIG_IN_LARGEST_RACK</comment>
        <translation>最大機櫃</translation>
    </message>
    <message>
        <source>air limit per rack</source>
        <comment>FIG_IN_AIR_LIMIT</comment>
        <translation>單櫃氣冷上限</translation>
    </message>
    <message>
        <source>contained-air limit per rack</source>
        <comment>FIG_IN_CONTAINED_LIMIT</comment>
        <translation>單櫃通道封閉氣冷上限</translation>
    </message>
    <message>
        <source>air-cooled racks</source>
        <comment>FIG_IN_AIR_RACKS</comment>
        <translation>氣冷機櫃</translation>
    </message>
    <message>
        <source>liquid-cooled racks</source>
        <comment>FIG_IN_LIQUID_RACKS</comment>
        <translation>液冷機櫃</translation>
    </message>
    <message>
        <source>heat at max power</source>
        <comment>FIG_IN_HEAT</comment>
        <translation>最大功率下的散熱量</translation>
    </message>
    <message>
        <source>airflow for the air-cooled part</source>
        <comment>FIG_IN_AIRFLOW</comment>
        <translation>氣冷部分所需風量</translation>
    </message>
    <message>
        <source>%1 CFM</source>
        <comment>FIG_CFM</comment>
        <translation>%1 CFM</translation>
    </message>
    <message>
        <source>Bisection</source>
        <comment>FIG_BISECTION</comment>
        <translation>對分頻寬</translation>
    </message>
    <message>
        <source>%1 tier</source>
        <comment>FIG_IN_TIER</comment>
        <translation>%1 層級</translation>
    </message>
    <message>
        <source>%1 switches, %2 links down at %3, %4 up at %5</source>
        <comment>FIG_TIER</comment>
        <translation>%1 台交換器，%2 條下行鏈路（%3），%4 條上行鏈路（%5）</translation>
    </message>
    <message>
        <source>%1 switches, %2 links down at %3, %4 up at %5, %6:1</source>
        <comment>FIG_TIER_OVERSUBSCRIBED</comment>
        <translation>%1 台交換器，%2 條下行鏈路（%3），%4 條上行鏈路（%5），%6:1</translation>
    </message>
    <message>
        <source>Per-GPU network</source>
        <comment>FIG_INJECTION</comment>
        <translation>每個 GPU 網路頻寬</translation>
    </message>
    <message>
        <source>scale-up domain</source>
        <comment>FIG_IN_SCALE_UP_DOMAIN</comment>
        <translation>Scale-up 網域</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <comment>FIG_GPUS</comment>
        <translation>%1 個 GPU</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth inside a domain</source>
        <comment>FIG_IN_BUSBW_INTRA</comment>
        <translation>網域內 All-Reduce 匯流排頻寬</translation>
    </message>
    <message>
        <source>all-reduce bus bandwidth across domains</source>
        <comment>FIG_IN_BUSBW_INTER</comment>
        <translation>跨網域 All-Reduce 匯流排頻寬</translation>
    </message>
    <message>
        <source>limited by</source>
        <comment>FIG_IN_LIMITED_BY</comment>
        <translation>受限於</translation>
    </message>
    <message>
        <source>Capex (indicative)</source>
        <comment>FIG_CAPEX</comment>
        <translation>資本支出（參考）</translation>
    </message>
    <message>
        <source>items without a price (not counted)</source>
        <comment>FIG_IN_UNPRICED</comment>
        <translation>無價格的項目（未計入）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>FIG_GPUS_TITLE</comment>
        <translation>GPU 數</translation>
    </message>
    <message>
        <source>group &quot;%1&quot;</source>
        <comment>FIG_IN_GROUP</comment>
        <translation>群組「%1」</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <comment>FIG_SERVERS</comment>
        <translation>%1 台伺服器</translation>
    </message>
    <message>
        <source>weights + gradients + optimizer states + activations + overheads of the fullest pipeline stage, against the GPU&apos;s memory</source>
        <comment>EXPL_MEMORY_PER_GPU</comment>
        <translation>用量最多的管線階段的權重 + 梯度 + 最佳化器狀態 + 激活值 + 額外開銷，與 GPU 記憶體容量比較</translation>
    </message>
    <message>
        <source>Σ over server groups: replicas × GPUs per server</source>
        <comment>EXPL_GPUS</comment>
        <translation>Σ 各伺服器群組：副本數 × 每台伺服器 GPU 數</translation>
    </message>
    <message>
        <source>compute NIC bandwidth of a server / its GPUs, one direction</source>
        <comment>EXPL_INJECTION</comment>
        <translation>伺服器運算網路卡頻寬 / 其 GPU 數，單向</translation>
    </message>
    <message>
        <source>compute + exposed TP + pipeline bubble and p2p + exposed DP + EP + CP + optimizer; per stage m·t_stage + (p−1)/v·t_stage</source>
        <comment>EXPL_STEP_TIME</comment>
        <translation>運算 + 未遮蔽的 TP + 管線氣泡與點對點傳輸 + 未遮蔽的 DP + EP + CP + 最佳化器；每個階段 m·t_stage + (p−1)/v·t_stage</translation>
    </message>
    <message>
        <source>per layer and micro-batch, every GEMM by shape (M = b·s/c tokens, N and K = hidden, heads·d, FFN over t; experts as one grouped GEMM of tokens·topK/experts rows): max(2·M·N·K/(peak·%1·quantisation), (M·K + K·N + M·N)·bytes/HBM) for forward, input- and weight-gradient GEMMs; quantisation = useful/launched tile area on %2 SMs (best of 128×128, 256×128, 128×256 tiles, whole waves); + attention + element-wise bytes/(%3 of HBM bandwidth); a layer is at least its host launch time</source>
        <comment>EXPL_COMPUTE</comment>
        <translation>以層和微批次為單位，每個 GEMM 依形狀計算（M = b·s/c 個 token，N 與 K = hidden、heads·d、FFN 除以 t；專家視為一個分組 GEMM，列數為 tokens·topK/experts）：前向、輸入梯度與權重梯度 GEMM 取 max(2·M·N·K/(峰值·%1·量化), (M·K + K·N + M·N)·位元組數/HBM)；量化 = %2 個 SM 上有效/實際啟動的 tile 面積之比（取 128×128、256×128、128×256 tile 中最佳者，以完整波次計）；+ 注意力 + 逐元素位元組數/(HBM 頻寬的 %3)；每層至少為其主機端啟動時間</translation>
    </message>
    <message>
        <source>batched GEMMs 4·b·s²·h/t at the GEMM rate + 13 bytes per score element through HBM</source>
        <comment>EXPL_ATTENTION_GEMM</comment>
        <translation>批次 GEMM 4·b·s²·h/t 以 GEMM 速率計算 + 每個分數元素 13 位元組經過 HBM</translation>
    </message>
    <message>
        <source>(p−1)/v · t_stage of the slowest stage (uneven stages: first/last layer counts, embedding and loss as layers), plus 2·v point-to-point transfers of b·s·h·2/t bytes</source>
        <comment>EXPL_PP_BUBBLE</comment>
        <translation>最慢階段的 (p−1)/v · t_stage（階段不均時：計入首/末層數，嵌入與損失計為層），再加 2·v 次 b·s·h·2/t 位元組的點對點傳輸</translation>
    </message>
    <message>
        <source>gradients 2Ψ_gpu bytes: all-reduce (ZeRO-0), reduce-scatter + all-gather (ZeRO-1/2), 3 collectives per micro-batch (ZeRO-3) over dp·cp ranks on %1, minus %2 of the last micro-batch&apos;s backward</source>
        <comment>EXPL_DP_COMM</comment>
        <translation>梯度 2Ψ_gpu 位元組：All-Reduce（ZeRO-0），Reduce-Scatter + All-Gather（ZeRO-1/2），每個微批次 3 次集合通訊（ZeRO-3），在 %1 上跨 dp·cp 個 rank，扣除最後一個微批次反向傳播的 %2</translation>
    </message>
    <message>
        <source>4 all-to-alls (dispatch, combine; forward, backward) of b·s·topK·h·2 bytes per MoE layer</source>
        <comment>EXPL_EP_COMM</comment>
        <translation>每個 MoE 層 4 次 All-to-All（分派、合併；前向、反向），每次 b·s·topK·h·2 位元組</translation>
    </message>
    <message>
        <source>ring attention: 3·(cp−1) K/V chunks of b·(s/cp)·2·kvDim·2/t bytes, hidden under attention</source>
        <comment>EXPL_CP_COMM</comment>
        <translation>環狀注意力：3·(cp−1) 個 K/V 區塊，每塊 b·(s/cp)·2·kvDim·2/t 位元組，被注意力運算遮蔽</translation>
    </message>
    <message>
        <source>local parameters × %1 bytes (states read and written) / HBM bandwidth</source>
        <comment>EXPL_OPTIMIZER</comment>
        <translation>本地參數 × %1 位元組（狀態讀寫）/ HBM 頻寬</translation>
    </message>
    <message>
        <source>global batch · s / step time</source>
        <comment>EXPL_TOKENS_PER_S</comment>
        <translation>全域批次 · s / 每步時間</translation>
    </message>
    <message>
        <source>3 · tokens · Σ_layers(GEMM + 4·s·h) + 2·h·V per token / step / GPUs (no recompute)</source>
        <comment>EXPL_MODEL_FLOPS</comment>
        <translation>3 · token 數 · Σ_層(GEMM + 4·s·h) + 每 token 2·h·V / 步 / GPU 數（不含重新計算）</translation>
    </message>
    <message>
        <source>model FLOPs + recomputed forward (full) or attention scores (selective without FlashAttention)</source>
        <comment>EXPL_HARDWARE_FLOPS</comment>
        <translation>模型 FLOPs + 重新計算的前向（完整）或注意力分數（未使用 FlashAttention 的選擇性重新計算）</translation>
    </message>
    <message>
        <source>model FLOP/s per GPU / dense job-precision peak of %1</source>
        <comment>EXPL_MFU</comment>
        <translation>每個 GPU 模型 FLOP/s / %1 在作業精度下的密集峰值</translation>
    </message>
    <message>
        <source>model FLOP/s per GPU / dense FP32 peak of %1</source>
        <comment>EXPL_MFU_FP32</comment>
        <translation>每個 GPU 模型 FLOP/s / %1 的 FP32 密集峰值</translation>
    </message>
    <message>
        <source>hardware FLOP/s per GPU / dense peak</source>
        <comment>EXPL_HFU</comment>
        <translation>每個 GPU 硬體 FLOP/s / 密集峰值</translation>
    </message>
    <message>
        <source>tokens / tokens per second</source>
        <comment>EXPL_TIME_TO_TRAIN</comment>
        <translation>token 數 / 每秒 token 數</translation>
    </message>
    <message>
        <source>GPUs × time to train / 3600</source>
        <comment>EXPL_GPU_HOURS</comment>
        <translation>GPU 數 × 訓練所需時間 / 3600</translation>
    </message>
    <message>
        <source>the part of the step breakdown with the largest share</source>
        <comment>EXPL_BOTTLENECK</comment>
        <translation>每步時間組成中占比最大的部分</translation>
    </message>
    <message>
        <source>facility W × job share (%1 of %2 GPUs) × wall hours; wall = time to train / goodput</source>
        <comment>EXPL_RUN_ENERGY</comment>
        <translation>設施 W × 作業份額（%2 個 GPU 中的 %1）× 實際時數；實際時間 = 訓練所需時間 / 有效訓練率</translation>
    </message>
    <message>
        <source>energy × grid intensity %1 kg/kWh</source>
        <comment>EXPL_RUN_CO2</comment>
        <translation>能耗 × 電網碳排放強度 %1 kg/kWh</translation>
    </message>
    <message>
        <source>capex share × run years / %1 amortisation years + maintenance %2/year × run years + energy × $/kWh</source>
        <comment>EXPL_RUN_COST_BUY</comment>
        <translation>資本支出份額 × 訓練年數 / %1 年攤提期 + 每年維護費 %2 × 訓練年數 + 能耗 × $/kWh</translation>
    </message>
    <message>
        <source>$/GPU-h × GPUs × wall hours</source>
        <comment>EXPL_RUN_COST_RENT</comment>
        <translation>$/GPU 小時 × GPU 數 × 實際時數</translation>
    </message>
    <message>
        <source>(capex/years + maintenance per year) / (8,760 h × (rent per hour − energy per hour))</source>
        <comment>EXPL_RUN_BREAK_EVEN</comment>
        <translation>(資本支出/年數 + 每年維護費) / (8,760 h × (每小時租金 − 每小時能耗))</translation>
    </message>
    <message>
        <source>Ψ × %1 B/param (weights + fp32 master + optimizer states); LoRA: adapters only</source>
        <comment>EXPL_CHECKPOINT_BYTES</comment>
        <translation>Ψ × %1 B/參數（權重 + fp32 主權重 + 最佳化器狀態）；LoRA：僅轉接器</translation>
    </message>
    <message>
        <source>size / min(storage write bandwidth, storage NICs, the job&apos;s compute NICs, fabric bisection); limited by %1</source>
        <comment>EXPL_CHECKPOINT_WRITE</comment>
        <translation>大小 / min(儲存寫入頻寬, 儲存網路卡, 作業的運算網路卡, 網路對分頻寬)；受限於 %1</translation>
    </message>
    <message>
        <source>size / the read side of the same path</source>
        <comment>EXPL_CHECKPOINT_RESTORE</comment>
        <translation>大小 / 同一路徑的讀取端</translation>
    </message>
    <message>
        <source>tokens/s × %1 B per token (pre-tokenised ids, uint16 if vocab ≤ 65,536 else int32)</source>
        <comment>EXPL_DATA_READ</comment>
        <translation>tokens/s × 每 token %1 B（預先斷詞的 ID，詞彙表 ≤ 65,536 時為 uint16，否則為 int32）</translation>
    </message>
    <message>
        <source>min(storage read bandwidth, storage NICs, compute NICs, bisection)</source>
        <comment>EXPL_DATA_READ_AVAILABLE</comment>
        <translation>min(儲存讀取頻寬, 儲存網路卡, 運算網路卡, 對分頻寬)</translation>
    </message>
    <message>
        <source>1 / (GPUs / %1 h + servers / %2 h)</source>
        <comment>EXPL_JOB_MTBF</comment>
        <translation>1 / (GPU 數 / %1 h + 伺服器數 / %2 h)</translation>
    </message>
    <message>
        <source>τ = √(2·δ·M) − δ, δ = checkpoint write time (≥ 1 s), M = job MTBF</source>
        <comment>EXPL_CHECKPOINT_INTERVAL</comment>
        <translation>τ = √(2·δ·M) − δ，δ = 檢查點寫入時間（≥ 1 s），M = 作業 MTBF</translation>
    </message>
    <message>
        <source>(1 − (τ/2 + R)/M) / (1 + δ/τ); R = restart + restore time</source>
        <comment>EXPL_GOODPUT</comment>
        <translation>(1 − (τ/2 + R)/M) / (1 + δ/τ)；R = 重新啟動 + 還原時間</translation>
    </message>
    <message>
        <source>Σ layers (attention 2h² + 2h·kvDim, MLP 2·h·f or 3·h·f gated, MoE experts × MLP + router) + embeddings V·h (×2 untied)</source>
        <comment>EXPL_PARAMS</comment>
        <translation>Σ 層（注意力 2h² + 2h·kvDim，MLP 2·h·f，閘控時 3·h·f，MoE 專家數 × MLP + 路由器）+ 嵌入 V·h（不共用時 ×2）</translation>
    </message>
    <message>
        <source>as params, with top-k (+ shared) experts per MoE layer</source>
        <comment>EXPL_ACTIVE_PARAMS</comment>
        <translation>同參數量，但每個 MoE 層只計 top-k（+ 共用）專家</translation>
    </message>
    <message>
        <source>Ψ_gpu × bytes per weight, Ψ_gpu = stage parameters / t (/ d with ZeRO-3)</source>
        <comment>EXPL_MEM_WEIGHTS</comment>
        <translation>Ψ_gpu × 每個權重的位元組數，Ψ_gpu = 階段參數 / t（ZeRO-3 時再 / d）</translation>
    </message>
    <message>
        <source>Ψ_gpu × 2 B (/ d with ZeRO-2 and -3)</source>
        <comment>EXPL_MEM_GRADIENTS</comment>
        <translation>Ψ_gpu × 2 B（ZeRO-2 與 ZeRO-3 時 / d）</translation>
    </message>
    <message>
        <source>Ψ_gpu × 12 B for mixed-precision Adam (/ d with ZeRO-1 and up or the distributed optimizer; 6 B for 8-bit optimizers)</source>
        <comment>EXPL_MEM_OPTIMIZER</comment>
        <translation>混合精度 Adam 為 Ψ_gpu × 12 B（ZeRO-1 以上或分散式最佳化器時 / d；8 位元最佳化器為 6 B）</translation>
    </message>
    <message>
        <source>per layer s·b·h·(34 + 5·a·s/h) bytes, split by t (sequence parallelism), reduced by recompute/FlashAttention, × layers in flight on the first stage</source>
        <comment>EXPL_MEM_ACTIVATIONS</comment>
        <translation>每層 s·b·h·(34 + 5·a·s/h) 位元組，依 t 切分（序列平行），經重新計算/FlashAttention 減少，× 第一個階段上同時進行中的層數</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>EXPL_MEM_OVERHEAD</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>named overheads</source>
        <comment>EXPL_MEM_OTHER</comment>
        <translation>列明的額外開銷</translation>
    </message>
    <message>
        <source>total of the fullest stage ≤ GPU memory capacity</source>
        <comment>EXPL_MEM_FITS</comment>
        <translation>用量最多的階段總量 ≤ GPU 記憶體容量</translation>
    </message>
    <message>
        <source>largest micro-batch whose activations still fit next to the model states</source>
        <comment>EXPL_MAX_MICRO_BATCH</comment>
        <translation>激活值仍能與模型狀態一起放下的最大微批次</translation>
    </message>
    <message>
        <source>offloaded states × GPUs per server + buffers</source>
        <comment>EXPL_HOST_BYTES</comment>
        <translation>卸載的狀態 × 每台伺服器 GPU 數 + 緩衝區</translation>
    </message>
    <message>
        <source>ClusterCanvas convention (assumption, no published source)</source>
        <comment>SRC_CONVENTION</comment>
        <translation>ClusterCanvas 慣例（假設，無公開來源）</translation>
    </message>
    <message>
        <source>ClusterCanvas convention (assumption: no spare units); CDU capacity from the CDU&apos;s datasheet in the catalog</source>
        <comment>SRC_CONVENTION_CDU</comment>
        <translation>ClusterCanvas 慣例（假設：無備用設備）；CDU 容量來自元件目錄中此 CDU 的規格書</translation>
    </message>
    <message>
        <source>definition</source>
        <comment>SRC_DEFINITION</comment>
        <translation>定義</translation>
    </message>
    <message>
        <source>count of the design</source>
        <comment>SRC_DESIGN_COUNT</comment>
        <translation>設計中的計數</translation>
    </message>
    <message>
        <source>component datasheets (each catalog entry names its datasheet and date)</source>
        <comment>SRC_DATASHEETS</comment>
        <translation>元件規格書（每個目錄項目都註明其規格書及日期）</translation>
    </message>
    <message>
        <source>component datasheets (each catalog entry names its datasheet and date); PSU efficiency at typical load from the PSU&apos;s datasheet</source>
        <comment>SRC_DATASHEETS_PSU</comment>
        <translation>元件規格書（每個目錄項目都註明其規格書及日期）；典型負載下的電源效率來自該電源供應器的規格書</translation>
    </message>
    <message>
        <source>Uptime Institute Intelligence, &quot;Large data centers are mostly more efficient&quot; (Q4 2023): industry average PUE 1.58 (2023)</source>
        <comment>SRC_PUE_UPTIME</comment>
        <translation>Uptime Institute Intelligence，〈Large data centers are mostly more efficient〉（2023 年第四季）：產業平均 PUE 1.58（2023 年）</translation>
    </message>
    <message>
        <source>1 W = 3.412 BTU/h (NIST Special Publication 811, Guide for the Use of the International System of Units, 2008)</source>
        <comment>SRC_HEAT_CONVERSION</comment>
        <translation>1 W = 3.412 BTU/h（NIST 特刊 811，Guide for the Use of the International System of Units，2008 年）</translation>
    </message>
    <message>
        <source>sensible-heat equation for sea-level air, Q [BTU/h] = 1.08 × CFM × ΔT [°F] (ASHRAE Handbook — Fundamentals); check: coolnetsystem.com, 120 kW at ΔT 20 °F needs ≈ 19,000 CFM</source>
        <comment>SRC_SENSIBLE_HEAT</comment>
        <translation>海平面空氣的顯熱方程式 Q [BTU/h] = 1.08 × CFM × ΔT [°F]（ASHRAE Handbook — Fundamentals）；驗算：coolnetsystem.com，120 kW 在 ΔT 20 °F 時約需 19,000 CFM</translation>
    </message>
    <message>
        <source>Uptime Institute survey 2023; coolnetpower.com, dcxps.com</source>
        <comment>SRC_AIR_THRESHOLDS_SHORT</comment>
        <translation>Uptime Institute 2023 年調查；coolnetpower.com、dcxps.com</translation>
    </message>
    <message>
        <source>indicative prices from the catalog, each with its source and date (priceAsOf); not quotes</source>
        <comment>SRC_CATALOG_PRICES</comment>
        <translation>來自元件目錄的參考價格，皆註明來源與日期（priceAsOf）；並非報價</translation>
    </message>
    <message>
        <source>capex from the infrastructure analysis (indicative catalog prices with their dates); energy at the facility&apos;s price per kWh</source>
        <comment>SRC_TCO_BUY</comment>
        <translation>資本支出來自基礎設施分析（目錄參考價及其日期）；能耗以設施每 kWh 電價計算</translation>
    </message>
    <message>
        <source>cloud prices: %1</source>
        <comment>SRC_RENT_PRICE</comment>
        <translation>雲端價格：%1</translation>
    </message>
    <message>
        <source>C. E. Leiserson, &quot;Fat-trees: universal networks for hardware-efficient supercomputing&quot;, IEEE Transactions on Computers C-34(10), 1985 (min-cut argument)</source>
        <comment>SRC_FATTREE_MINCUT</comment>
        <translation>C. E. Leiserson，〈Fat-trees: universal networks for hardware-efficient supercomputing〉，IEEE Transactions on Computers C-34(10)，1985（最小切割論證）</translation>
    </message>
    <message>
        <source>R. Thakur, R. Rabenseifner, W. Gropp, &quot;Optimization of collective communication operations in MPICH&quot;, IJHPCA 19(1), 2005; NVIDIA nccl-tests, &quot;Performance reported by NCCL tests&quot; (bus bandwidth)</source>
        <comment>SRC_RING_ALLREDUCE</comment>
        <translation>R. Thakur、R. Rabenseifner、W. Gropp，〈Optimization of collective communication operations in MPICH〉，IJHPCA 19(1)，2005；NVIDIA nccl-tests，〈Performance reported by NCCL tests〉（匯流排頻寬）</translation>
    </message>
    <message>
        <source>S. Rajbhandari et al., &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot;, SC 2020 (arXiv 2019); V. Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, MLSys 2023 (arXiv 2022)</source>
        <comment>SRC_MEMORY_PER_GPU</comment>
        <translation>S. Rajbhandari 等，〈ZeRO: Memory Optimizations Toward Training Trillion Parameter Models〉，SC 2020（arXiv 2019）；V. Korthikanti 等，〈Reducing Activation Recomputation in Large Transformer Models〉，MLSys 2023（arXiv 2022）</translation>
    </message>
    <message>
        <source>definition (NCCL&apos;s bus bandwidth uses the same per-GPU share; NVIDIA nccl-tests, &quot;Performance reported by NCCL tests&quot;)</source>
        <comment>SRC_INJECTION</comment>
        <translation>定義（NCCL 的匯流排頻寬採用相同的每個 GPU 份額；NVIDIA nccl-tests，〈Performance reported by NCCL tests〉）</translation>
    </message>
    <message>
        <source>D. Narayanan et al., &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot;, SC 2021, §2.2 (1F1B, interleaving); ClusterCanvas step model (assumption: the terms add, overlap as stated per term)</source>
        <comment>SRC_STEP_MODEL</comment>
        <translation>D. Narayanan 等，〈Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM〉，SC 2021，§2.2（1F1B、交錯）；ClusterCanvas 每步時間模型（假設：各項相加，依各項所述方式重疊）</translation>
    </message>
    <message>
        <source>%1; sustained clock: %2; tiles and waves: NVIDIA, Matrix Multiplication Background User&apos;s Guide (2023); SMs: %3; HBM: %4; host: %5</source>
        <comment>SRC_COMPUTE</comment>
        <translation>%1；持續時脈：%2；tile 與波次：NVIDIA，Matrix Multiplication Background User&apos;s Guide（2023）；SM：%3；HBM：%4；主機：%5</translation>
    </message>
    <message>
        <source>%1; %2; V. Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, MLSys 2023 (arXiv 2022), §4 (score tensors)</source>
        <comment>SRC_ATTENTION</comment>
        <translation>%1；%2；V. Korthikanti 等，〈Reducing Activation Recomputation in Large Transformer Models〉，MLSys 2023（arXiv 2022），§4（分數張量）</translation>
    </message>
    <message>
        <source>M. Shoeybi et al., &quot;Megatron-LM: Training Multi-Billion Parameter Language Models Using Model Parallelism&quot; (arXiv 2019), §3 (two all-reduces forward, two backward per layer); %1; link: %2</source>
        <comment>SRC_TP_COMM</comment>
        <translation>M. Shoeybi 等，〈Megatron-LM: Training Multi-Billion Parameter Language Models Using Model Parallelism〉（arXiv 2019），§3（每層前向兩次、反向兩次 All-Reduce）；%1；鏈路：%2</translation>
    </message>
    <message>
        <source>D. Narayanan et al., &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot;, SC 2021, §2.2.2 and §4.1 (scatter/gather)</source>
        <comment>SRC_PP_BUBBLE</comment>
        <translation>D. Narayanan 等，〈Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM〉，SC 2021，§2.2.2 與 §4.1（scatter/gather）</translation>
    </message>
    <message>
        <source>S. Rajbhandari et al., &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot;, SC 2020 (arXiv 2019); %1; link: %2</source>
        <comment>SRC_DP_COMM</comment>
        <translation>S. Rajbhandari 等，〈ZeRO: Memory Optimizations Toward Training Trillion Parameter Models〉，SC 2020（arXiv 2019）；%1；鏈路：%2</translation>
    </message>
    <message>
        <source>D. Lepikhin et al., &quot;GShard: Scaling Giant Models with Conditional Computation and Automatic Sharding&quot; (arXiv 2020): dispatch and combine all-to-alls per MoE layer</source>
        <comment>SRC_EP_COMM</comment>
        <translation>D. Lepikhin 等，〈GShard: Scaling Giant Models with Conditional Computation and Automatic Sharding〉（arXiv 2020）：每個 MoE 層的分派與合併 All-to-All</translation>
    </message>
    <message>
        <source>H. Liu et al., &quot;Ring Attention with Blockwise Transformers for Near-Infinite Context&quot; (arXiv 2023); NVIDIA Megatron Core context parallelism documentation</source>
        <comment>SRC_CP_COMM</comment>
        <translation>H. Liu 等，〈Ring Attention with Blockwise Transformers for Near-Infinite Context〉（arXiv 2023）；NVIDIA Megatron Core 上下文平行文件</translation>
    </message>
    <message>
        <source>memory-bound AdamW update; ClusterCanvas convention (assumption)</source>
        <comment>SRC_OPTIMIZER</comment>
        <translation>受記憶體頻寬限制的 AdamW 更新；ClusterCanvas 慣例（假設）</translation>
    </message>
    <message>
        <source>D. Narayanan et al., &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot;, SC 2021, eq. 3 generalised (GQA, gated MLP, MoE active experts); V. Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, MLSys 2023 (arXiv 2022), eq. 7</source>
        <comment>SRC_MODEL_FLOPS</comment>
        <translation>D. Narayanan 等，〈Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM〉，SC 2021，式 3 的推廣（GQA、閘控 MLP、MoE 啟用專家）；V. Korthikanti 等，〈Reducing Activation Recomputation in Large Transformer Models〉，MLSys 2023（arXiv 2022），式 7</translation>
    </message>
    <message>
        <source>V. Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, MLSys 2023 (arXiv 2022), eq. 8</source>
        <comment>SRC_HARDWARE_FLOPS</comment>
        <translation>V. Korthikanti 等，〈Reducing Activation Recomputation in Large Transformer Models〉，MLSys 2023（arXiv 2022），式 8</translation>
    </message>
    <message>
        <source>A. Chowdhery et al., &quot;PaLM: Scaling Language Modeling with Pathways&quot; (arXiv 2022), MFU definition</source>
        <comment>SRC_MFU</comment>
        <translation>A. Chowdhery 等，〈PaLM: Scaling Language Modeling with Pathways〉（arXiv 2022），MFU 定義</translation>
    </message>
    <message>
        <source>V. Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, MLSys 2023 (arXiv 2022) (hardware FLOPs utilisation)</source>
        <comment>SRC_HFU</comment>
        <translation>V. Korthikanti 等，〈Reducing Activation Recomputation in Large Transformer Models〉，MLSys 2023（arXiv 2022）（硬體算力使用率）</translation>
    </message>
    <message>
        <source>the design&apos;s facility setting (grid carbon intensity, kg CO₂ per kWh)</source>
        <comment>SRC_GRID_SETTING</comment>
        <translation>設計中的設施設定（電網碳排放強度，每 kWh 的 kg CO₂）</translation>
    </message>
    <message>
        <source>S. Rajbhandari et al., &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot;, SC 2020 (arXiv 2019): 16 B/param of mixed-precision Adam state, of which the fp16 gradients are not saved (14 B/param)</source>
        <comment>SRC_CHECKPOINT_BYTES</comment>
        <translation>S. Rajbhandari 等，〈ZeRO: Memory Optimizations Toward Training Trillion Parameter Models〉，SC 2020（arXiv 2019）：混合精度 Adam 狀態為 16 B/參數，其中 fp16 梯度不儲存（14 B/參數）</translation>
    </message>
    <message>
        <source>assumption: Megatron-LM indexed datasets (pre-tokenised), each token read once</source>
        <comment>SRC_DATA_READ</comment>
        <translation>假設：Megatron-LM 索引資料集（預先斷詞），每個 token 讀取一次</translation>
    </message>
    <message>
        <source>A. Grattafiori et al. (Llama Team, Meta), &quot;The Llama 3 Herd of Models&quot; (arXiv 2024), §3.3.4 and Table 5: 419 unexpected interruptions in 54 days on 16,384 H100, 58.7 % GPU-related; the rest attributed per server (assumption)</source>
        <comment>SRC_FAILURES_LLAMA3</comment>
        <translation>A. Grattafiori 等（Meta Llama 團隊），〈The Llama 3 Herd of Models〉（arXiv 2024），§3.3.4 與表 5：16,384 張 H100 在 54 天內發生 419 次非預期中斷，58.7 % 與 GPU 有關；其餘依伺服器分攤（假設）</translation>
    </message>
    <message>
        <source>J. W. Young, &quot;A first order approximation to the optimum checkpoint interval&quot;, Communications of the ACM 17(9), 1974; J. T. Daly, &quot;A higher order estimate of the optimum checkpoint interval for restart dumps&quot;, Future Generation Computer Systems 22(3), 2006</source>
        <comment>SRC_YOUNG_DALY</comment>
        <translation>J. W. Young，〈A first order approximation to the optimum checkpoint interval〉，Communications of the ACM 17(9)，1974 年；J. T. Daly，〈A higher order estimate of the optimum checkpoint interval for restart dumps〉，Future Generation Computer Systems 22(3)，2006 年</translation>
    </message>
    <message>
        <source>J. T. Daly, &quot;A higher order estimate of the optimum checkpoint interval for restart dumps&quot;, Future Generation Computer Systems 22(3), 2006 (lost work ≈ τ/2 per failure)</source>
        <comment>SRC_GOODPUT</comment>
        <translation>J. T. Daly，〈A higher order estimate of the optimum checkpoint interval for restart dumps〉，Future Generation Computer Systems 22(3)，2006（每次故障損失的工作量 ≈ τ/2）</translation>
    </message>
    <message>
        <source>D. Narayanan et al., &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot;, SC 2021, eq. 2 (generalised to GQA and gated MLPs)</source>
        <comment>SRC_PARAMS</comment>
        <translation>D. Narayanan 等，〈Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM〉，SC 2021，式 2（推廣至 GQA 與閘控 MLP）</translation>
    </message>
    <message>
        <source>W. Fedus, B. Zoph, N. Shazeer, &quot;Switch Transformers&quot;, JMLR 2022 (active parameters per token); D. Narayanan et al., &quot;Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM&quot;, SC 2021, eq. 2</source>
        <comment>SRC_PARAMS_MOE</comment>
        <translation>W. Fedus、B. Zoph、N. Shazeer，〈Switch Transformers〉，JMLR 2022（每 token 啟用參數）；D. Narayanan 等，〈Efficient Large-Scale Language Model Training on GPU Clusters Using Megatron-LM〉，SC 2021，式 2</translation>
    </message>
    <message>
        <source>S. Rajbhandari et al., &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot;, SC 2020 (arXiv 2019)</source>
        <comment>SRC_ZERO</comment>
        <translation>S. Rajbhandari 等，〈ZeRO: Memory Optimizations Toward Training Trillion Parameter Models〉，SC 2020（arXiv 2019）</translation>
    </message>
    <message>
        <source>S. Rajbhandari et al., &quot;ZeRO: Memory Optimizations Toward Training Trillion Parameter Models&quot;, SC 2020 (arXiv 2019) (K = 12 bytes per parameter for mixed-precision Adam); T. Dettmers et al., &quot;8-bit Optimizers via Block-wise Quantization&quot;, ICLR 2022</source>
        <comment>SRC_ZERO_OPTIMIZER</comment>
        <translation>S. Rajbhandari 等，〈ZeRO: Memory Optimizations Toward Training Trillion Parameter Models〉，SC 2020（arXiv 2019）（混合精度 Adam 每參數 K = 12 位元組）；T. Dettmers 等，〈8-bit Optimizers via Block-wise Quantization〉，ICLR 2022</translation>
    </message>
    <message>
        <source>V. Korthikanti et al., &quot;Reducing Activation Recomputation in Large Transformer Models&quot;, MLSys 2023 (arXiv 2022), eq. 1-6 and Table 2</source>
        <comment>SRC_ACTIVATIONS</comment>
        <translation>V. Korthikanti 等，〈Reducing Activation Recomputation in Large Transformer Models〉，MLSys 2023（arXiv 2022），式 1–6 與表 2</translation>
    </message>
    <message>
        <source>assumption: CUDA context, NCCL buffers and allocator fragmentation as named fixed overheads (each named in the breakdown)</source>
        <comment>SRC_MEM_OVERHEADS</comment>
        <translation>假設：CUDA 上下文、NCCL 緩衝區與配置器碎片視為列明的固定開銷（在組成中逐項列出）</translation>
    </message>
    <message>
        <source>J. Ren et al., &quot;ZeRO-Offload: Democratizing Billion-Scale Model Training&quot;, USENIX ATC 2021</source>
        <comment>SRC_ZERO_OFFLOAD</comment>
        <translation>J. Ren 等，〈ZeRO-Offload: Democratizing Billion-Scale Model Training〉，USENIX ATC 2021</translation>
    </message>
    <message>
        <source>Memory per GPU %1 of %2 (%3).</source>
        <comment>LIMIT_MEMORY</comment>
        <translation>每個 GPU 記憶體 %1 / %2（%3）。</translation>
    </message>
    <message>
        <source>Memory per GPU %1 of %2 (%3): the job does not fit.</source>
        <comment>LIMIT_MEMORY_NOT_FIT</comment>
        <translation>每個 GPU 記憶體 %1 / %2（%3）：訓練作業放不下。</translation>
    </message>
    <message>
        <source>%1 brings it to %2.</source>
        <comment>LIMIT_MEMORY_FIX_ADVICE</comment>
        <translation>%1 可將其降至 %2。</translation>
    </message>
    <message>
        <source>Little headroom for a longer sequence or a larger micro-batch.</source>
        <comment>LIMIT_MEMORY_FIX_HEADROOM</comment>
        <translation>幾乎沒有餘裕容納更長的序列或更大的微批次。</translation>
    </message>
    <message>
        <source>Arithmetic takes %1 of the %2 step, at %3 MFU.</source>
        <comment>LIMIT_COMPUTE</comment>
        <translation>運算占 %2 每步時間中的 %1，MFU 為 %3。</translation>
    </message>
    <message>
        <source>The job is compute-bound: faster GPUs or lower precision (FP8) shorten the step.</source>
        <comment>LIMIT_COMPUTE_FIX</comment>
        <translation>此作業受運算限制：更快的 GPU 或更低的精度（FP8）可縮短每步時間。</translation>
    </message>
    <message>
        <source>Tensor/context-parallel traffic adds %1 (%2 of the step) on the scale-up links.</source>
        <comment>LIMIT_SCALE_UP</comment>
        <translation>張量/上下文平行流量在 Scale-up 鏈路上增加了 %1（占每步時間的 %2）。</translation>
    </message>
    <message>
        <source>Overlap TP communication, use a smaller TP, or a larger NVLink domain.</source>
        <comment>LIMIT_SCALE_UP_FIX</comment>
        <translation>讓 TP 通訊與運算重疊、減小 TP，或使用更大的 NVLink 網域。</translation>
    </message>
    <message>
        <source>Exposed data/expert-parallel traffic adds %1 (%2 of the step); across servers it is limited by %3.</source>
        <comment>LIMIT_SCALE_OUT</comment>
        <translation>未被遮蔽的資料/專家平行流量增加了 %1（占每步時間的 %2）；跨伺服器時受限於 %3。</translation>
    </message>
    <message>
        <source>Add uplinks to bring the tier to 1:1, or keep data-parallel groups inside a leaf.</source>
        <comment>LIMIT_SCALE_OUT_FIX_TIER</comment>
        <translation>增加上行鏈路使此層級達到 1:1，或把資料平行群組限制在一個 Leaf 之內。</translation>
    </message>
    <message>
        <source>Faster or more NICs per GPU, or more gradient-accumulation steps per sync.</source>
        <comment>LIMIT_SCALE_OUT_FIX_NIC</comment>
        <translation>每個 GPU 配更快或更多的網路卡，或在每次同步前進行更多次梯度累積。</translation>
    </message>
    <message>
        <source>the NICs</source>
        <comment>LIMITED_BY_NICS</comment>
        <translation>網路卡</translation>
    </message>
    <message>
        <source>the %1 uplinks</source>
        <comment>LIMITED_BY_UPLINKS</comment>
        <translation>%1 上行鏈路</translation>
    </message>
    <message>
        <source>Pipeline stages sit idle %1 per step (%2) with %3 micro-batches.</source>
        <comment>LIMIT_BUBBLE</comment>
        <translation>使用 %3 個微批次時，管線各階段每步閒置 %1（%2）。</translation>
    </message>
    <message>
        <source>More micro-batches per step, interleaved stages, or a smaller pipeline.</source>
        <comment>LIMIT_BUBBLE_FIX</comment>
        <translation>每步使用更多微批次、交錯管線階段，或縮小管線規模。</translation>
    </message>
    <message>
        <source>A checkpoint of %1 takes %2 every %3; goodput %4; training data needs %5 of %6.</source>
        <comment>LIMIT_STORAGE</comment>
        <translation>每 %3 儲存一次 %1 的檢查點，耗時 %2；有效訓練率 %4；訓練資料需要 %5，可用 %6。</translation>
    </message>
    <message>
        <source>Checkpoint writes are limited by %1.</source>
        <comment>LIMIT_STORAGE_FIX</comment>
        <translation>檢查點寫入受限於 %1。</translation>
    </message>
    <message>
        <source>Rack &quot;%1&quot; draws up to %2 of its %3 limit (%4).</source>
        <comment>LIMIT_RACK_POWER</comment>
        <translation>機櫃「%1」最多耗電 %2，其上限為 %3（%4）。</translation>
    </message>
    <message>
        <source>Put fewer servers in each rack or raise the rack&apos;s power feed.</source>
        <comment>LIMIT_RACK_POWER_FIX</comment>
        <translation>每個機櫃少放一些伺服器，或提高機櫃的供電容量。</translation>
    </message>
    <message>
        <source>%1 racks need liquid cooling (%2 of heat to liquid, %3 CDUs).</source>
        <comment>LIMIT_COOLING_LIQUID</comment>
        <translation>%1 個機櫃需要液冷（%2 熱量導入液冷，%3 台 CDU）。</translation>
    </message>
    <message>
        <source>The fullest rack at %1 is %2 of the %3 air-cooling limit.</source>
        <comment>LIMIT_COOLING_AIR</comment>
        <translation>最滿的機櫃為 %1，達到 %3 氣冷上限的 %2。</translation>
    </message>
    <message>
        <source>The %1 tier is %2:1 oversubscribed: traffic leaving it gets %3 of the bandwidth entering it.</source>
        <comment>LIMIT_OVERSUBSCRIBED</comment>
        <translation>%1 層級的超額訂閱比為 %2:1：離開此層級的流量只能獲得進入頻寬的 %3。</translation>
    </message>
    <message>
        <source>Add uplinks (or spine switches) for 1:1, if the job&apos;s traffic crosses this tier.</source>
        <comment>LIMIT_OVERSUBSCRIBED_FIX</comment>
        <translation>若作業流量會穿過此層級，請增加上行鏈路（或 Spine 交換器）以達到 1:1。</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>LIMIT_COST</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Capex %1</source>
        <comment>LIMIT_COST_CAPEX</comment>
        <translation>資本支出 %1</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <comment>LIMIT_COST_PER_GPU</comment>
        <translation>每個 GPU %1</translation>
    </message>
    <message>
        <source>%1 items have no price</source>
        <comment>LIMIT_COST_UNPRICED</comment>
        <translation>%1 項沒有價格</translation>
    </message>
    <message>
        <source>Goodput is %1: the job fails every %2 on average and each checkpoint takes %3.</source>
        <comment>TRAINING_LOW_GOODPUT</comment>
        <translation>有效訓練率為 %1：作業平均每 %2 失敗一次，每次儲存檢查點需要 %3。</translation>
    </message>
    <message>
        <source>Write checkpoints faster (more storage bandwidth, asynchronous checkpointing) or shorten the restart.</source>
        <comment>TRAINING_LOW_GOODPUT_FIX</comment>
        <translation>更快地寫入檢查點（更高的儲存頻寬、非同步檢查點），或縮短重新啟動時間。</translation>
    </message>
    <message>
        <source>There is no default cloud price for &apos;%1&apos; GPUs, so the rented cost is not computed.</source>
        <comment>TRAINING_NO_CLOUD_PRICE</comment>
        <translation>「%1」GPU 沒有預設雲端價格，因此未計算租用成本。</translation>
    </message>
    <message>
        <source>Set run.cloudUsdPerGpuHour in the workload.</source>
        <comment>TRAINING_NO_CLOUD_PRICE_FIX</comment>
        <translation>請在工作負載中設定 run.cloudUsdPerGpuHour。</translation>
    </message>
    <message>
        <source>Renting is cheaper even at 100 % utilisation (break-even would be %1).</source>
        <comment>TRAINING_RENTING_CHEAPER</comment>
        <translation>即使使用率達到 100 %，租用也較便宜（損益兩平點需要 %1）。</translation>
    </message>
    <message>
        <source>No storage system is drawn: checkpoints and training data use the servers&apos; local NVMe (%1 to write), which a failed server takes with it.</source>
        <comment>TRAINING_NO_STORAGE</comment>
        <translation>未繪製儲存系統：檢查點與訓練資料使用伺服器本機 NVMe（寫入需 %1），伺服器故障時這些資料會隨之遺失。</translation>
    </message>
    <message>
        <source>Add a storage group connected to the fabric.</source>
        <comment>TRAINING_NO_STORAGE_FIX</comment>
        <translation>新增一個連接到網路的儲存群組。</translation>
    </message>
    <message>
        <source>Checkpoints have nowhere to go: no storage and no local drives.</source>
        <comment>TRAINING_NO_CHECKPOINT_PATH</comment>
        <translation>檢查點無處存放：既沒有儲存設備，也沒有本機磁碟。</translation>
    </message>
    <message>
        <source>Add storage, or NVMe drives to the servers.</source>
        <comment>TRAINING_NO_CHECKPOINT_PATH_FIX</comment>
        <translation>新增儲存設備，或為伺服器新增 NVMe 磁碟。</translation>
    </message>
    <message>
        <source>The job reads %1 of training data but the storage path delivers %2 (%3).</source>
        <comment>TRAINING_DATA_READ_LIMITED</comment>
        <translation>作業需要讀取 %1 的訓練資料，但儲存路徑只能提供 %2（%3）。</translation>
    </message>
    <message>
        <source>Add storage bandwidth or cache the dataset on local NVMe.</source>
        <comment>TRAINING_DATA_READ_LIMITED_FIX</comment>
        <translation>增加儲存頻寬，或將資料集快取到本機 NVMe。</translation>
    </message>
    <message>
        <source>The design has no server group with GPUs to train on.</source>
        <comment>TRAINING_NO_GPUS</comment>
        <translation>此設計中沒有可用於訓練的 GPU 伺服器群組。</translation>
    </message>
    <message>
        <source>Draw a group of GPU servers.</source>
        <comment>TRAINING_NO_GPUS_FIX</comment>
        <translation>請繪製一組 GPU 伺服器。</translation>
    </message>
    <message>
        <source>No published GEMM efficiency for &apos;%1&apos; (%2); the step time uses a stand-in: %3.</source>
        <comment>TRAINING_EFFICIENCY_ASSUMED</comment>
        <translation>「%1」沒有公開的 GEMM 效率資料（%2）；每步時間使用替代值：%3。</translation>
    </message>
    <message>
        <source>%1 has no dense %2 rate in the catalog; the step time uses BF16.</source>
        <comment>TRAINING_PRECISION_UNSUPPORTED</comment>
        <translation>%1 在元件目錄中沒有密集 %2 算力；每步時間以 BF16 計算。</translation>
    </message>
    <message>
        <source>Choose bf16, or a GPU with %1 tensor cores.</source>
        <comment>TRAINING_PRECISION_UNSUPPORTED_FIX</comment>
        <translation>請選擇 bf16，或選用具備 %1 Tensor Core 的 GPU。</translation>
    </message>
    <message>
        <source>%1 lacks a BF16 rate or memory bandwidth in the catalog.</source>
        <comment>TRAINING_GPU_SPEC_INCOMPLETE</comment>
        <translation>%1 在元件目錄中缺少 BF16 算力或記憶體頻寬。</translation>
    </message>
    <message>
        <source>Complete the accelerator&apos;s catalog entry.</source>
        <comment>TRAINING_GPU_SPEC_INCOMPLETE_FIX</comment>
        <translation>請補齊此加速器的目錄項目。</translation>
    </message>
    <message>
        <source>The %1 servers of the job are not connected by a network; groups that span servers cannot communicate.</source>
        <comment>TRAINING_NO_INTERNODE_NETWORK</comment>
        <translation>此作業的 %1 台伺服器之間沒有網路連接；跨伺服器的平行群組無法通訊。</translation>
    </message>
    <message>
        <source>Connect the servers to leaf switches.</source>
        <comment>TRAINING_NO_INTERNODE_NETWORK_FIX</comment>
        <translation>請將伺服器連接到 Leaf 交換器。</translation>
    </message>
    <message>
        <source>The workload asks for %1 GPUs, but the largest server group has %2.</source>
        <comment>TRAINING_GPUS_EXCEED_GROUP</comment>
        <translation>工作負載需要 %1 個 GPU，但最大的伺服器群組只有 %2 個。</translation>
    </message>
    <message>
        <source>Lower run.gpus or add servers to the group.</source>
        <comment>TRAINING_GPUS_EXCEED_GROUP_FIX</comment>
        <translation>請調低 run.gpus，或為此群組增加伺服器。</translation>
    </message>
    <message>
        <source>The job spans %1 GPUs, more than one %2-GPU server, but the servers are not networked.</source>
        <comment>TRAINING_NO_NETWORK</comment>
        <translation>此作業橫跨 %1 個 GPU，超過一台 %2 GPU 伺服器，但伺服器之間沒有連網。</translation>
    </message>
    <message>
        <source>Connect the servers to a fabric, or set run.gpus to %1.</source>
        <comment>TRAINING_NO_NETWORK_FIX</comment>
        <translation>請將伺服器連接到網路，或將 run.gpus 設為 %1。</translation>
    </message>
    <message>
        <source>The job needs %1 per GPU, but a GPU has %2.</source>
        <comment>TRAINING_DOES_NOT_FIT</comment>
        <translation>此作業每個 GPU 需要 %1，但每個 GPU 只有 %2。</translation>
    </message>
    <message>
        <source>Use more GPUs or a higher ZeRO stage.</source>
        <comment>TRAINING_DOES_NOT_FIT_FIX</comment>
        <translation>使用更多 GPU 或更高的 ZeRO 階段。</translation>
    </message>
    <message>
        <source>Would fit with %1 (%2 per GPU).</source>
        <comment>TRAINING_DOES_NOT_FIT_FIX_ADVICE</comment>
        <translation>採用 %1 即可放下（每個 GPU %2）。</translation>
    </message>
    <message>
        <source>The workload gives no token count, so time to train, energy and cost of the run are 0.</source>
        <comment>TRAINING_NO_TOKENS</comment>
        <translation>工作負載未提供 token 數，因此訓練時間、能耗與訓練成本皆為 0。</translation>
    </message>
    <message>
        <source>Set training.tokens.</source>
        <comment>TRAINING_NO_TOKENS_FIX</comment>
        <translation>請設定 training.tokens。</translation>
    </message>
    <message>
        <source>This step time may be optimistic: each expert GEMM gets %1 token rows per micro-batch with %2 experts on each GPU. Published MoE runs in this regime ran from 10 % to 3x slower than the model, depending on CUDA graphs and the token dispatcher (Help ▸ Accuracy of the step-time model); per-expert kernel launches and host synchronisation are not modelled.</source>
        <comment>TRAINING_ESTIMATE_MOE_HOST</comment>
        <translation>此每步時間可能偏樂觀：每個專家 GEMM 在每個微批次中只有 %1 列 token，每張 GPU 上有 %2 個專家。在此範圍內，已發表的 MoE 訓練實測比模型慢 10 % 到 3 倍，視 CUDA Graphs 與 token 分派器而定（說明 ▸ 每步時間模型的準確度）；逐專家的核心啟動與主機同步未建模。</translation>
    </message>
    <message>
        <source>A larger micro-batch or more expert parallelism (fewer experts per GPU) makes the steps less host-bound; calibrate with a measured step time (clustercanvas calibrate --step) before quoting it.</source>
        <comment>TRAINING_ESTIMATE_MOE_HOST_FIX</comment>
        <translation>更大的微批次或更高的專家平行度（每張 GPU 上的專家較少）可減輕主機瓶頸；對外報價前，請以實測每步時間校準（clustercanvas calibrate --step）。</translation>
    </message>
    <message>
        <source>This step time may be optimistic: expert parallelism %1 spans more than one scale-up domain of %2 GPUs, and the dispatcher&apos;s per-layer setup (routing maps exchanged, token layouts computed) is not in the step time. NVIDIA&apos;s profile of Qwen3 30B-A3B on 16 H100 (HybridEP, EP 16) measured %3 ms of it per MoE layer and micro-batch, which would add about %4 s per step here (%5 MoE layers × %6 micro-batches on each GPU); that run and its error are in Help ▸ Accuracy of the step-time model.</source>
        <comment>TRAINING_ESTIMATE_MOE_DISPATCH</comment>
        <translation>此每步時間可能偏樂觀：專家平行度 %1 跨越了不只一個 %2 GPU 的縱向擴充域，而分派器每層的準備工作（交換路由表、計算 token 佈局）未計入每步時間。NVIDIA 在 16 張 H100 上對 Qwen3 30B-A3B（HybridEP，EP 16）的效能剖析測得每個 MoE 層、每個微批次約 %3 ms，在此約每步增加 %4 s（每張 GPU 上 %5 個 MoE 層 × %6 個微批次）；該執行及其誤差見「說明 ▸ 每步時間模型的準確度」。</translation>
    </message>
    <message>
        <source>Keep expert parallelism inside one NVLink domain, or raise the micro-batch; full-iteration CUDA graphs (Megatron Bridge 26.06 MoE recipes) remove much of the setup.</source>
        <comment>TRAINING_ESTIMATE_MOE_DISPATCH_FIX</comment>
        <translation>將專家平行保持在一個 NVLink 域內，或增大微批次；整輪迭代 CUDA Graph（Megatron Bridge 26.06 MoE 配方）可消除大部分準備開銷。</translation>
    </message>
    <message>
        <source>This GB200 estimate is likely optimistic: published GB200 runs came in up to about 40 % below this model (most within 20 %), while HGX B200 and GB300 runs of the same layouts match it. On identical layouts the GB200 measured 1.03–1.22× an HGX B200 (the model: 1.12–1.68×) and 0.83× a GB300 (the model: 0.90×). Which of its advantages in the model (its measured matmul rate, its own newer attention benchmark) a busy NVL72 rack does not sustain has no published measurement; the runs are in Help ▸ Accuracy of the step-time model.</source>
        <comment>TRAINING_ESTIMATE_GB200</comment>
        <translation>此 GB200 估算可能偏樂觀：已發表的 GB200 訓練結果比本模型最多低約 40 %（多數在 20 % 以內），而相同配置的 HGX B200 與 GB300 結果與模型相符。在完全相同的配置下，GB200 實測為 HGX B200 的 1.03–1.22 倍（模型：1.12–1.68 倍），為 GB300 的 0.83 倍（模型：0.90 倍）。模型給 GB200 的兩項優勢（實測矩陣乘法速率、其自身較新的注意力基準）中，哪一項在滿載 NVL72 機櫃中無法維持，尚無公開量測；這些結果見說明 ▸ 每步時間模型的準確度。</translation>
    </message>
    <message>
        <source>Step %1, MFU %2; limited by %3.</source>
        <comment>TRAINING_BOTTLENECK</comment>
        <translation>每步時間 %1，MFU %2；受限於 %3。</translation>
    </message>
    <message>
        <source>The model shape is incomplete: layers %1, hidden %2, heads %3, kvHeads %4, ffnHidden %5, vocab %6, seqLen %7 (each must be &gt;= 1).</source>
        <comment>MODEL_SHAPE_INVALID</comment>
        <translation>模型結構不完整：層數 %1，隱藏層維度 %2，注意力頭數 %3，KV 頭數 %4，FFN 維度 %5，詞彙表 %6，序列長度 %7（皆須 &gt;= 1）。</translation>
    </message>
    <message>
        <source>Choose a model preset or fill in every dimension of the model.</source>
        <comment>MODEL_SHAPE_INVALID_FIX</comment>
        <translation>請選擇模型預設組合，或填寫模型的每個維度。</translation>
    </message>
    <message>
        <source>The mixture-of-experts settings contradict each other: %1 experts, top-%2, expert width %3.</source>
        <comment>MODEL_MOE_INVALID</comment>
        <translation>混合專家設定互相矛盾：%1 個專家，top-%2，專家寬度 %3。</translation>
    </message>
    <message>
        <source>Use 1 &lt;= topK &lt;= experts and an expert width &gt;= 1.</source>
        <comment>MODEL_MOE_INVALID_FIX</comment>
        <translation>請使 1 &lt;= topK &lt;= 專家數，且專家寬度 &gt;= 1。</translation>
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
        <translation>tp %1 × pp %2 × cp %3 × dp %4 = %5 個 GPU，但此作業有 %6 個 GPU。</translation>
    </message>
    <message>
        <source>Set dp to %1, or leave dp empty to use all remaining GPUs.</source>
        <comment>LAYOUT_GPU_MISMATCH_DP_FIX_SET</comment>
        <translation>將 dp 設為 %1，或留白以使用其餘全部 GPU。</translation>
    </message>
    <message>
        <source>Choose tp·pp·cp dividing %1 GPUs, or use %2 GPUs.</source>
        <comment>LAYOUT_GPU_MISMATCH_DP_FIX</comment>
        <translation>選擇能整除 %1 個 GPU 的 tp·pp·cp，或使用 %2 個 GPU。</translation>
    </message>
    <message>
        <source>tp %1 × pp %2 × cp %3 = %4 GPUs per model replica does not divide the job&apos;s %5 GPUs.</source>
        <comment>LAYOUT_GPU_MISMATCH</comment>
        <translation>tp %1 × pp %2 × cp %3 = 每個模型副本 %4 個 GPU，無法整除此作業的 %5 個 GPU。</translation>
    </message>
    <message>
        <source>%1 GPUs, or a tp·pp·cp that divides %2.</source>
        <comment>LAYOUT_GPU_MISMATCH_FIX</comment>
        <translation>%1 個 GPU，或能整除 %2 的 tp·pp·cp。</translation>
    </message>
    <message>
        <source>First and last pipeline stages take %1 layers of %2, which leaves no even split for the other %3 stages.</source>
        <comment>LAYERS_FIRST_LAST</comment>
        <translation>首尾管線階段占用了 %2 層中的 %1 層，其餘 %3 個階段無法平均分配。</translation>
    </message>
    <message>
        <source>Lower ppFirstStageLayers/ppLastStageLayers.</source>
        <comment>LAYERS_FIRST_LAST_FIX</comment>
        <translation>請調低 ppFirstStageLayers/ppLastStageLayers。</translation>
    </message>
    <message>
        <source>%1 layers over the %2 middle stages do not split evenly; the slowest stage sets the pace.</source>
        <comment>PIPELINE_UNEVEN_MIDDLE</comment>
        <translation>%1 層無法在 %2 個中間階段上平均分配；最慢的階段決定整體速度。</translation>
    </message>
    <message>
        <source>pp %1 × interleave %2 = %3 pipeline chunks exceed the %4 layers.</source>
        <comment>LAYERS_TOO_FEW</comment>
        <translation>pp %1 × 交錯 %2 = %3 個管線區塊，超過了 %4 層。</translation>
    </message>
    <message>
        <source>Use pp·interleave in {%1}.</source>
        <comment>LAYERS_TOO_FEW_FIX</comment>
        <translation>請讓 pp·交錯數取 {%1} 中的值。</translation>
    </message>
    <message>
        <source>pp %1 × interleave %2 = %3 pipeline chunks do not divide the %4 layers (with embedding/loss slots): stages get up to %5 layers per chunk and the slowest stage sets the pace, as Megatron&apos;s uneven first/last stages run it.</source>
        <comment>PIPELINE_UNEVEN</comment>
        <translation>pp %1 × 交錯 %2 = %3 個管線區塊無法整除 %4 層（含嵌入/損失槽位）：各階段每區塊最多 %5 層，最慢的階段決定整體速度，與 Megatron 處理首尾階段不均分的方式相同。</translation>
    </message>
    <message>
        <source>Set ppFirstStageLayers/ppLastStageLayers, count embedding and loss as layers (ppEmbeddingAsLayer, ppLossAsLayer), or use pp·interleave in {%1}.</source>
        <comment>PIPELINE_UNEVEN_FIX</comment>
        <translation>設定 ppFirstStageLayers/ppLastStageLayers，將嵌入層與損失計為層（ppEmbeddingAsLayer、ppLossAsLayer），或讓 pp·交錯數取 {%1} 中的值。</translation>
    </message>
    <message>
        <source>Expert parallelism ep %1 is set, but the model is dense.</source>
        <comment>EP_WITHOUT_EXPERTS</comment>
        <translation>設定了專家平行 ep %1，但此模型是密集模型。</translation>
    </message>
    <message>
        <source>Set ep to 1, or describe the model&apos;s experts.</source>
        <comment>EP_WITHOUT_EXPERTS_FIX</comment>
        <translation>請將 ep 設為 1，或填寫模型的專家配置。</translation>
    </message>
    <message>
        <source>Expert parallelism ep %1 does not divide the %2 experts.</source>
        <comment>EXPERTS_NOT_DIVISIBLE</comment>
        <translation>專家平行 ep %1 無法整除 %2 個專家。</translation>
    </message>
    <message>
        <source>Use ep in {%1}.</source>
        <comment>USE_EP_IN</comment>
        <translation>請讓 ep 取 {%1} 中的值。</translation>
    </message>
    <message>
        <source>Expert tensor parallelism %1 does not divide the expert width %2.</source>
        <comment>EXPERT_FFN_NOT_DIVISIBLE</comment>
        <translation>專家張量平行 %1 無法整除專家寬度 %2。</translation>
    </message>
    <message>
        <source>Use an expertTp that divides %1.</source>
        <comment>EXPERT_FFN_NOT_DIVISIBLE_FIX</comment>
        <translation>請使用能整除 %1 的 expertTp。</translation>
    </message>
    <message>
        <source>ep %1 × expertTp %2 = %3 does not divide tp × cp × dp = %4 (the expert layers re-split the same ranks: ep × expertTp × expertDp).</source>
        <comment>EP_NOT_DIVIDING_DP</comment>
        <translation>ep %1 × expertTp %2 = %3 無法整除 tp × cp × dp = %4（專家層會對相同的 rank 重新切分：ep × expertTp × expertDp）。</translation>
    </message>
    <message>
        <source>Tensor parallelism tp %1 does not divide the %2 attention heads.</source>
        <comment>HEADS_NOT_DIVISIBLE</comment>
        <translation>張量平行 tp %1 無法整除 %2 個注意力頭。</translation>
    </message>
    <message>
        <source>Use tp in {%1}.</source>
        <comment>USE_TP_IN</comment>
        <translation>請讓 tp 取 {%1} 中的值。</translation>
    </message>
    <message>
        <source>Tensor parallelism tp %1 does not divide the %2 key/value heads (Megatron-LM splits whole query groups across TP ranks).</source>
        <comment>KV_HEADS_NOT_DIVISIBLE</comment>
        <translation>張量平行 tp %1 無法整除 %2 個鍵/值頭（Megatron-LM 以完整的查詢群組在 TP rank 間切分）。</translation>
    </message>
    <message>
        <source>Tensor parallelism tp %1 does not divide the MLP width %2.</source>
        <comment>FFN_NOT_DIVISIBLE</comment>
        <translation>張量平行 tp %1 無法整除 MLP 寬度 %2。</translation>
    </message>
    <message>
        <source>Use a tp that divides %1.</source>
        <comment>FFN_NOT_DIVISIBLE_FIX</comment>
        <translation>請使用能整除 %1 的 tp。</translation>
    </message>
    <message>
        <source>Pipeline interleaving %1 needs pipeline parallelism, but pp is 1.</source>
        <comment>INTERLEAVE_WITHOUT_PP</comment>
        <translation>管線交錯 %1 需要管線平行，但 pp 為 1。</translation>
    </message>
    <message>
        <source>Set pipelineInterleave to 1, or use pp &gt;= 2.</source>
        <comment>INTERLEAVE_WITHOUT_PP_FIX</comment>
        <translation>請將 pipelineInterleave 設為 1，或使用 pp &gt;= 2。</translation>
    </message>
    <message>
        <source>Context parallelism cp %1 does not divide the sequence length %2.</source>
        <comment>SEQ_NOT_DIVISIBLE</comment>
        <translation>上下文平行 cp %1 無法整除序列長度 %2。</translation>
    </message>
    <message>
        <source>Use a cp that divides %1.</source>
        <comment>SEQ_NOT_DIVISIBLE_FIX</comment>
        <translation>請使用能整除 %1 的 cp。</translation>
    </message>
    <message>
        <source>Parameter offload needs ZeRO stage 3 (DeepSpeed ZeRO-Infinity), but the stage is %1.</source>
        <comment>OFFLOAD_PARAMS_NEEDS_ZERO3</comment>
        <translation>參數卸載需要 ZeRO 階段 3（DeepSpeed ZeRO-Infinity），但目前階段為 %1。</translation>
    </message>
    <message>
        <source>Set zeroStage to 3, or offload the optimizer only.</source>
        <comment>OFFLOAD_PARAMS_NEEDS_ZERO3_FIX</comment>
        <translation>請將 zeroStage 設為 3，或只卸載最佳化器。</translation>
    </message>
    <message>
        <source>Optimizer offload (ZeRO-Offload) works on a ZeRO-partitioned optimizer, but the ZeRO stage is 0.</source>
        <comment>OFFLOAD_NEEDS_ZERO</comment>
        <translation>最佳化器卸載（ZeRO-Offload）要求最佳化器經過 ZeRO 分片，但 ZeRO 階段為 0。</translation>
    </message>
    <message>
        <source>Set zeroStage to 1 or more.</source>
        <comment>OFFLOAD_NEEDS_ZERO_FIX</comment>
        <translation>請將 zeroStage 設為 1 或以上。</translation>
    </message>
    <message>
        <source>%1 is %2; it must be &gt;= 1.</source>
        <comment>PARALLELISM_INVALID</comment>
        <translation>%1 為 %2；必須 &gt;= 1。</translation>
    </message>
    <message>
        <source>Set %1 to 1 or more.</source>
        <comment>PARALLELISM_INVALID_FIX</comment>
        <translation>請將 %1 設為 1 或以上。</translation>
    </message>
    <message>
        <source>dp is %1; it must be &gt;= 1.</source>
        <comment>PARALLELISM_INVALID_DP</comment>
        <translation>dp 為 %1；必須 &gt;= 1。</translation>
    </message>
    <message>
        <source>Set dp to 1 or more, or leave it empty to use all remaining GPUs.</source>
        <comment>PARALLELISM_INVALID_DP_FIX</comment>
        <translation>請將 dp 設為 1 或以上，或留白以使用其餘全部 GPU。</translation>
    </message>
    <message>
        <source>ZeRO stage %1 does not exist.</source>
        <comment>ZERO_STAGE_INVALID</comment>
        <translation>不存在 ZeRO 階段 %1。</translation>
    </message>
    <message>
        <source>Use ZeRO stage 0, 1, 2 or 3.</source>
        <comment>ZERO_STAGE_INVALID_FIX</comment>
        <translation>請使用 ZeRO 階段 0、1、2 或 3。</translation>
    </message>
    <message>
        <source>The job has %1 GPUs.</source>
        <comment>LAYOUT_NO_GPUS</comment>
        <translation>此作業有 %1 個 GPU。</translation>
    </message>
    <message>
        <source>Draw at least one server with GPUs, or set run.gpus.</source>
        <comment>LAYOUT_NO_GPUS_FIX</comment>
        <translation>請至少繪製一台具備 GPU 的伺服器，或設定 run.gpus。</translation>
    </message>
    <message>
        <source>The global batch of %1 sequences is not a multiple of micro-batch %2 × dp %3 = %4.</source>
        <comment>BATCH_NOT_DIVISIBLE</comment>
        <translation>%1 條序列的全域批次不是微批次 %2 × dp %3 = %4 的整數倍。</translation>
    </message>
    <message>
        <source>%1 sequences per global batch, or change the micro-batch.</source>
        <comment>BATCH_NOT_DIVISIBLE_FIX</comment>
        <translation>每個全域批次 %1 條序列，或變更微批次。</translation>
    </message>
    <message>
        <source>%1 micro-batches per step on a %2-stage pipeline: most of each step is pipeline bubble.</source>
        <comment>PIPELINE_FEW_MICROBATCHES</comment>
        <translation>在 %2 階管線上每步只有 %1 個微批次：每步大部分時間都是管線氣泡。</translation>
    </message>
    <message>
        <source>Use at least %1 micro-batches (a larger global batch or a smaller micro-batch), ideally several times more.</source>
        <comment>PIPELINE_FEW_MICROBATCHES_FIX</comment>
        <translation>至少使用 %1 個微批次（加大全域批次或縮小微批次），最好是其數倍。</translation>
    </message>
    <message>
        <source>The interleaved schedule wants the %1 micro-batches to be a multiple of pp %2 (Megatron-LM).</source>
        <comment>PIPELINE_INTERLEAVE_MICROBATCHES</comment>
        <translation>交錯排程要求 %1 個微批次是 pp %2 的整數倍（Megatron-LM）。</translation>
    </message>
    <message>
        <source>Use a multiple of %1 micro-batches per step.</source>
        <comment>PIPELINE_INTERLEAVE_MICROBATCHES_FIX</comment>
        <translation>每步的微批次數請取 %1 的整數倍。</translation>
    </message>
    <message>
        <source>ZeRO stage 3 (FSDP) shards over the data-parallel ranks, but dp × cp is 1: it has no effect on memory or communication.</source>
        <comment>ZERO3_WITHOUT_DP</comment>
        <translation>ZeRO 階段 3（FSDP）在資料平行 rank 上分片，但 dp × cp 為 1：對記憶體與通訊都沒有作用。</translation>
    </message>
    <message>
        <source>Use dp &gt;= 2 for ZeRO-3 to save memory, or ZeRO stage 0-1.</source>
        <comment>ZERO3_WITHOUT_DP_FIX</comment>
        <translation>若要以 ZeRO-3 節省記憶體，請使用 dp &gt;= 2，否則使用 ZeRO 階段 0-1。</translation>
    </message>
    <message>
        <source>Uptime Institute Global Data Center Survey 2023: most operators have no racks beyond 20 kW; coolnetpower.com and dcxps.com air-cooling guides: optimized air with containment 20–40 kW per rack</source>
        <comment>SRC_AIR_THRESHOLDS</comment>
        <translation>Uptime Institute Global Data Center Survey 2023：多數營運商沒有超過 20 kW 的機櫃；coolnetpower.com 與 dcxps.com 氣冷指南：採用通道封閉的最佳化氣冷為每櫃 20–40 kW</translation>
    </message>
    <message>
        <source>rule of thumb: 8–16 CPU cores per GPU (NVIDIA DGX H100 datasheet: 2 × 56 cores for 8 GPUs = 14)</source>
        <comment>SRC_RULE_CPU_CORES</comment>
        <translation>經驗法則：每個 GPU 8–16 個 CPU 核心（NVIDIA DGX H100 規格書：8 個 GPU 配 2 × 56 核心 = 14）</translation>
    </message>
    <message>
        <source>rule of thumb: 2–4× the GPU memory (NVIDIA DGX H100 datasheet: 2 TB for 640 GB ≈ 3.1×)</source>
        <comment>SRC_RULE_HOST_RAM</comment>
        <translation>經驗法則：GPU 記憶體的 2–4 倍（NVIDIA DGX H100 規格書：640 GB 配 2 TB ≈ 3.1×）</translation>
    </message>
    <message>
        <source>rule of thumb: one compute NIC per GPU (NVIDIA DGX H100 and DGX B200 datasheets: 8 × 400 Gb/s for 8 GPUs)</source>
        <comment>SRC_RULE_NIC_PER_GPU</comment>
        <translation>經驗法則：每個 GPU 一張運算網路卡（NVIDIA DGX H100 與 DGX B200 規格書：8 個 GPU 配 8 × 400 Gb/s）</translation>
    </message>
    <message>
        <source>DDN, &quot;DDN&apos;s AI storage optimized for NVIDIA DGX B200&quot; (ddn.com blog): minimum requirement 1 GB/s per GPU</source>
        <comment>SRC_DDN_DGX_B200_STORAGE</comment>
        <translation>DDN，〈DDN&apos;s AI storage optimized for NVIDIA DGX B200〉（ddn.com 部落格）：最低要求每個 GPU 1 GB/s</translation>
    </message>
    <message>
        <source>%1 (calibrated)</source>
        <comment>FIGURE_CALIBRATED</comment>
        <translation>%1（已校正）</translation>
    </message>
    <message>
        <source>%1; calibrated from the user&apos;s measurements: %2</source>
        <comment>SRC_CALIBRATED</comment>
        <translation>%1；依使用者的實測資料校正：%2</translation>
    </message>
    <message>
        <source>Edit proposal cover</source>
        <comment>UNDO_EDIT_PROPOSAL</comment>
        <translation>編輯提案書封面</translation>
    </message>
    <message>
        <source>Apply calibration</source>
        <comment>UNDO_APPLY_CALIBRATION</comment>
        <translation>套用校正</translation>
    </message>
    <message>
        <source>Remove calibration</source>
        <comment>UNDO_REMOVE_CALIBRATION</comment>
        <translation>移除校正</translation>
    </message>
    <message>
        <source>ZeRO stage %1</source>
        <comment>FIT_ZERO_STAGE</comment>
        <translation>ZeRO 階段 %1</translation>
    </message>
    <message>
        <source>ZeRO stage %1 has no effect here: DP is 1 (TP %2 × PP %3 × CP %4 uses all %5 GPUs), so there are no data-parallel ranks to shard over</source>
        <comment>FIT_ZERO_NO_EFFECT</comment>
        <translation>ZeRO 階段 %1 在此無效：DP 為 1（TP %2 × PP %3 × CP %4 已用滿全部 %5 個 GPU），沒有可供分片的資料平行 rank</translation>
    </message>
    <message>
        <source>ZeRO stage %1 (as set) has no effect here: DP is 1 (TP %2 × PP %3 × CP %4 uses all %5 GPUs), so there are no data-parallel ranks to shard over</source>
        <comment>FIT_ZERO_NO_EFFECT_AS_SET</comment>
        <translation>ZeRO 階段 %1（已設定）在此無效：DP 為 1（TP %2 × PP %3 × CP %4 已用滿全部 %5 個 GPU），沒有可供分片的資料平行 rank</translation>
    </message>
    <message>
        <source>TP %1</source>
        <comment>FIT_TP</comment>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>TP %1 (beyond one server&apos;s scale-up domain: slow)</source>
        <comment>FIT_TP_BEYOND_DOMAIN</comment>
        <translation>TP %1（超出單台伺服器的 Scale-up 網域：較慢）</translation>
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
        <translation>完整激活值重新計算</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <comment>FIT_FLASH_ATTENTION</comment>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <comment>FIT_SEQUENCE_PARALLEL</comment>
        <translation>序列平行</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <comment>FIT_ADAMW_8BIT</comment>
        <translation>8 位元 AdamW</translation>
    </message>
    <message>
        <source>Offload the optimizer to host RAM (ZeRO-Offload)</source>
        <comment>FIT_OFFLOAD_OPTIMIZER</comment>
        <translation>將最佳化器卸載到主機記憶體（ZeRO-Offload）</translation>
    </message>
    <message>
        <source>Offload optimizer and parameters to host RAM (ZeRO-Infinity, ZeRO-3)</source>
        <comment>FIT_OFFLOAD_PARAMS</comment>
        <translation>將最佳化器與參數卸載到主機記憶體（ZeRO-Infinity，ZeRO-3）</translation>
    </message>
    <message>
        <source>LoRA rank %1 instead of full fine-tuning</source>
        <comment>FIT_LORA</comment>
        <translation>以 LoRA（秩 %1）取代全參數微調</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base) rank %1</source>
        <comment>FIT_QLORA</comment>
        <translation>QLoRA（4 位元基礎模型）秩 %1</translation>
    </message>
    <message>
        <source>Twice the GPUs (%1, dp %2)</source>
        <comment>FIT_TWICE_THE_GPUS</comment>
        <translation>GPU 數量加倍（%1 個，dp %2）</translation>
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
        <translation>完整重新計算</translation>
    </message>
    <message>
        <source>optimizer offload</source>
        <comment>FIT_MOVE_OFFLOAD_OPTIMIZER</comment>
        <translation>最佳化器卸載</translation>
    </message>
    <message>
        <source>optimizer and parameter offload</source>
        <comment>FIT_MOVE_OFFLOAD_PARAMS</comment>
        <translation>最佳化器與參數卸載</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <comment>FIT_PLUS</comment>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>step limited by %1</source>
        <comment>PLAN_STEP_LIMITED</comment>
        <translation>每步受限於%1</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>PLAN_COMPUTE</comment>
        <translation>運算</translation>
    </message>
    <message>
        <source>%1; the next cheaper design (%2) misses %3</source>
        <comment>PLAN_CHEAPEST_LIMIT</comment>
        <translation>%1；下一個更便宜的設計（%2）未符合：%3</translation>
    </message>
    <message>
        <source>%1; nothing cheaper fits</source>
        <comment>PLAN_CHEAPEST_LIMIT_NONE</comment>
        <translation>%1；沒有更便宜且放得下的設計</translation>
    </message>
    <message>
        <source>for %1 more, %2 trains in %3 instead of %4</source>
        <comment>PLAN_CHEAPEST_BETTER</comment>
        <translation>多花 %1，%2 的訓練時間為 %3，而非 %4</translation>
    </message>
    <message>
        <source>nothing faster meets the constraints</source>
        <comment>PLAN_CHEAPEST_BETTER_NONE</comment>
        <translation>沒有更快且符合限制條件的設計</translation>
    </message>
    <message>
        <source>%1; faster designs miss %2</source>
        <comment>PLAN_FASTEST_LIMIT</comment>
        <translation>%1；更快的設計未符合：%2</translation>
    </message>
    <message>
        <source>%1; it is the fastest design in the space</source>
        <comment>PLAN_FASTEST_LIMIT_NONE</comment>
        <translation>%1；它已是搜尋空間中最快的設計</translation>
    </message>
    <message>
        <source>%1 trains in %2 for %3 (%4)</source>
        <comment>PLAN_FASTEST_BETTER</comment>
        <translation>%1 訓練需 %2，費用 %3（%4）</translation>
    </message>
    <message>
        <source>%1, MFU %2</source>
        <comment>PLAN_ENERGY_LIMIT</comment>
        <translation>%1，MFU %2</translation>
    </message>
    <message>
        <source>%1 would use %2 instead of %3 but misses %4</source>
        <comment>PLAN_ENERGY_BETTER</comment>
        <translation>%1 耗電 %2（而非 %3），但未符合：%4</translation>
    </message>
    <message>
        <source>a higher MFU: the energy is set by FLOPs per joule of the parts</source>
        <comment>PLAN_ENERGY_BETTER_NONE</comment>
        <translation>提高 MFU：能耗取決於零組件每焦耳的 FLOPs</translation>
    </message>
    <message>
        <source>No design could be built from the parts allowed.</source>
        <comment>PLAN_VERDICT_NO_PARTS</comment>
        <translation>無法以允許的零組件建構任何設計。</translation>
    </message>
    <message>
        <source>Nothing meets %1; the closest candidates miss by: %2.</source>
        <comment>PLAN_VERDICT_CLOSEST</comment>
        <translation>沒有設計符合 %1；最接近的候選方案差距：%2。</translation>
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
        <translation>期限：%1 &gt; %2%3</translation>
    </message>
    <message>
        <source>budget: %1 &gt; %2%3</source>
        <comment>PLAN_MISS_BUDGET</comment>
        <translation>預算：%1 &gt; %2%3</translation>
    </message>
    <message>
        <source>rent: no public rent price for this accelerator</source>
        <comment>PLAN_MISS_RENT_PRICE</comment>
        <translation>租用：此加速器沒有公開租用價格</translation>
    </message>
    <message>
        <source>needs liquid cooling</source>
        <comment>PLAN_MISS_LIQUID</comment>
        <translation>需要液冷</translation>
    </message>
    <message>
        <source>does not fit in GPU memory</source>
        <comment>PLAN_MISS_MEMORY</comment>
        <translation>GPU 記憶體放不下</translation>
    </message>
    <message>
        <source>IT power: %1 &gt; %2%3</source>
        <comment>PLAN_MISS_IT_POWER</comment>
        <translation>IT 功率：%1 &gt; %2%3</translation>
    </message>
    <message>
        <source>facility power: %1 &gt; %2%3</source>
        <comment>PLAN_MISS_FACILITY_POWER</comment>
        <translation>設施總功率：%1 &gt; %2%3</translation>
    </message>
    <message>
        <source>per-rack power: %1 &gt; %2%3</source>
        <comment>PLAN_MISS_RACK_POWER</comment>
        <translation>單一機櫃功率：%1 &gt; %2%3</translation>
    </message>
    <message>
        <source>a %1-day deadline</source>
        <comment>PLAN_C_DEADLINE</comment>
        <translation>%1 天的期限</translation>
    </message>
    <message>
        <source>a rent budget of %1</source>
        <comment>PLAN_C_RENT_BUDGET</comment>
        <translation>%1 的租用預算</translation>
    </message>
    <message>
        <source>a capex budget of %1</source>
        <comment>PLAN_C_CAPEX_BUDGET</comment>
        <translation>%1 的資本支出預算</translation>
    </message>
    <message>
        <source>%1 of IT power</source>
        <comment>PLAN_C_IT_POWER</comment>
        <translation>%1 的 IT 功率</translation>
    </message>
    <message>
        <source>%1 of facility power</source>
        <comment>PLAN_C_FACILITY_POWER</comment>
        <translation>%1 的設施總功率</translation>
    </message>
    <message>
        <source>%1 per rack</source>
        <comment>PLAN_C_RACK_POWER</comment>
        <translation>每個機櫃 %1</translation>
    </message>
    <message>
        <source>air cooling only</source>
        <comment>PLAN_C_AIR_ONLY</comment>
        <translation>僅限氣冷</translation>
    </message>
    <message>
        <source>the constraints</source>
        <comment>PLAN_C_NONE</comment>
        <translation>限制條件</translation>
    </message>
    <message>
        <source>%1 NICs</source>
        <comment>TIER_NICS</comment>
        <translation>%1 網路卡</translation>
    </message>
    <message>
        <source>oversubscribed %1 uplinks</source>
        <comment>TIER_OVERSUBSCRIBED_UPLINKS</comment>
        <translation>超額訂閱的 %1 上行鏈路</translation>
    </message>
    <message>
        <source>compute (%1)</source>
        <comment>BOTTLENECK_COMPUTE</comment>
        <translation>運算（%1）</translation>
    </message>
    <message>
        <source>tensor-parallel communication on %1</source>
        <comment>BOTTLENECK_TP_COMM</comment>
        <translation>%1 上的張量平行通訊</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <comment>BOTTLENECK_PP_BUBBLE</comment>
        <translation>管線氣泡</translation>
    </message>
    <message>
        <source>pipeline bubble (one micro-batch per step)</source>
        <comment>BOTTLENECK_PP_BUBBLE_ONE</comment>
        <translation>管線氣泡（每步一個微批次）</translation>
    </message>
    <message>
        <source>data-parallel gradient sync on %1</source>
        <comment>BOTTLENECK_DP_COMM</comment>
        <translation>%1 上的資料平行梯度同步</translation>
    </message>
    <message>
        <source>FSDP/ZeRO-3 parameter gathers on %1</source>
        <comment>BOTTLENECK_FSDP_COMM</comment>
        <translation>%1 上的 FSDP/ZeRO-3 參數收集</translation>
    </message>
    <message>
        <source>expert all-to-all on %1</source>
        <comment>BOTTLENECK_EP_COMM</comment>
        <translation>%1 上的專家 All-to-All</translation>
    </message>
    <message>
        <source>MoE token permutation (HBM bandwidth)</source>
        <comment>BOTTLENECK_MOE_DISPATCH</comment>
        <translation>MoE token 重排（HBM 頻寬）</translation>
    </message>
    <message>
        <source>FP8 cast and transpose (HBM bandwidth)</source>
        <comment>BOTTLENECK_FP8_OVERHEAD</comment>
        <translation>FP8 轉換與轉置（HBM 頻寬）</translation>
    </message>
    <message>
        <source>context-parallel K/V exchange on %1</source>
        <comment>BOTTLENECK_CP_COMM</comment>
        <translation>%1 上的上下文平行 K/V 交換</translation>
    </message>
    <message>
        <source>optimizer step (HBM bandwidth)</source>
        <comment>BOTTLENECK_OPTIMIZER</comment>
        <translation>最佳化器步驟（HBM 頻寬）</translation>
    </message>
    <message>
        <source>optimizer step (CPU offload over PCIe)</source>
        <comment>BOTTLENECK_OPTIMIZER_OFFLOAD</comment>
        <translation>最佳化器步驟（經 PCIe 卸載到 CPU）</translation>
    </message>
    <message>
        <source>per layer and micro-batch: all-gather of the layer&apos;s Ψ_layer/t weights (2 B) before forward and backward, reduce-scatter of its gradients after backward, over %1 ranks on %2; exposed = max(0, gather − layer forward) + max(0, gather + reduce-scatter − layer backward), plus the stage&apos;s first gather and last reduce-scatter, plus the slowdown of the compute each hidden collective overlaps (%3: hidden time × %4)%5%6</source>
        <comment>EXPL_FSDP_COMM</comment>
        <translation>每層每個微批次：前向與反向之前 All-Gather 該層 Ψ_layer/t 的權重（2 B），反向之後 Reduce-Scatter 其梯度，在 %2 上跨 %1 個 rank；暴露時間 = max(0, 收集 − 層前向) + max(0, 收集 + Reduce-Scatter − 層反向)，加上該階段第一次收集與最後一次 Reduce-Scatter，再加上每個被隱藏的集合通訊所重疊運算的減速（%3：隱藏時間 × %4）%5%6</translation>
    </message>
    <message>
        <source>; FSDP2 per-parameter buffers: + 2·(2·w + g)·Ψ_layer/t bytes of HBM copy-out/copy-in per layer and micro-batch</source>
        <comment>EXPL_FSDP2_BUFFERS</comment>
        <translation>；FSDP2 逐參數緩衝區：每層每個微批次額外 2·(2·w + g)·Ψ_layer/t 位元組的 HBM 複製輸出/輸入</translation>
    </message>
    <message>
        <source>; hybrid sharding: the shard&apos;s gradients all-reduced across replicas once per step (in dpCommExposed)</source>
        <comment>EXPL_FSDP_HYBRID</comment>
        <translation>；混合分片：分片的梯度每步在副本間 All-Reduce 一次（計入 dpCommExposed）</translation>
    </message>
    <message>
        <source>0: ZeRO stage below 3 (no per-layer parameter gathers)</source>
        <comment>EXPL_FSDP_COMM_NONE</comment>
        <translation>0：ZeRO 階段低於 3（沒有逐層參數收集）</translation>
    </message>
    <message>
        <source>Rajbhandari et al. 2019 (ZeRO-3); Zhao et al. 2023 (PyTorch FSDP, VLDB) §3.3 prefetching and §3.2.2 hybrid sharding; contention: %1%2</source>
        <comment>SRC_FSDP_COMM</comment>
        <translation>Rajbhandari 等 2019（ZeRO-3）；Zhao 等 2023（PyTorch FSDP，VLDB）§3.3 預取與 §3.2.2 混合分片；爭用：%1%2</translation>
    </message>
    <message>
        <source>; %1</source>
        <comment>SRC_MORE</comment>
        <translation>；%1</translation>
    </message>
    <message>
        <source>per MoE layer: permute and un-permute 2·(1 + topK)·h·2 bytes per dispatched token (b·s/(c·t)·expertTp of them) forward and again backward, at HBM bandwidth</source>
        <comment>EXPL_MOE_DISPATCH</comment>
        <translation>每個 MoE 層：對每個分派的 token（共 b·s/(c·t)·expertTp 個）重排與反重排 2·(1 + topK)·h·2 位元組，前向一次、反向再一次，依 HBM 頻寬計算</translation>
    </message>
    <message>
        <source>0: dense model</source>
        <comment>EXPL_MOE_DISPATCH_DENSE</comment>
        <translation>0：稠密模型</translation>
    </message>
    <message>
        <source>%1; expert GEMMs as one grouped GEMM over experts/ep local experts of tokens·topK·ep/experts rows each; all-to-all over ep ranks %2 apart on %3%4</source>
        <comment>EXPL_MOE_IMBALANCE</comment>
        <translation>%1；專家 GEMM 作為一個分組 GEMM，涵蓋 experts/ep 個本地專家，每個 tokens·topK·ep/experts 列；All-to-All 跨 ep 個相隔 %2 的 rank，在 %3 上%4</translation>
    </message>
    <message>
        <source>routing forced uniform (moeForceBalance): the slowest rank&apos;s load is 1 + √(2·ln(ep)/N) × mean for N = tokens·topK assignments per rank</source>
        <comment>EXPL_MOE_ROUTING_FORCED</comment>
        <translation>路由強制均勻（moeForceBalance）：最慢 rank 的負載為平均值的 1 + √(2·ln(ep)/N) 倍，N = 每個 rank 的 tokens·topK 次分配</translation>
    </message>
    <message>
        <source>LoRA adapters of rank %1 on %2: a down-projection in → r and an up-projection r → out per adapted linear, in compute at HBM bandwidth: with r ≪ in, out they are memory-bound, (in + out) BF16 elements moved per token in each forward (recompute included), input-gradient and weight-gradient pass</source>
        <comment>EXPL_LORA_ADAPTERS</comment>
        <translation>秩為 %1 的 LoRA 適配器（作用於%2）：每個被適配的線性層有一個降維投影 in → r 和一個升維投影 r → out，按記憶體頻寬計入計算時間：由於 r ≪ in、out，它們受記憶體頻寬限制，每個 token 在每次前向（含重計算）、輸入梯度與權重梯度計算中各搬運 (in + out) 個 BF16 元素</translation>
    </message>
    <message>
        <source>Q, K, V, O, the MLP and the experts (loraTargets all)</source>
        <comment>EXPL_LORA_ALL</comment>
        <translation>Q、K、V、O、MLP 與專家，loraTargets all</translation>
    </message>
    <message>
        <source>Q, K, V and O only (loraTargets attention)</source>
        <comment>EXPL_LORA_ATTENTION</comment>
        <translation>僅 Q、K、V 與 O，loraTargets attention</translation>
    </message>
    <message>
        <source>Hu et al. 2021, &apos;LoRA: Low-Rank Adaptation of Large Language Models&apos; (h = W₀x + BAx, W₀ frozen); NVIDIA Matrix Multiplication Background User&apos;s Guide, &apos;Math And Memory Bounds&apos;</source>
        <comment>SRC_LORA_ADAPTERS</comment>
        <translation>Hu 等，2021，《LoRA: Low-Rank Adaptation of Large Language Models》（h = W₀x + BAx，W₀ 凍結）；NVIDIA《Matrix Multiplication Background User&apos;s Guide》「Math And Memory Bounds」</translation>
    </message>
    <message>
        <source>round-robin benchmark routing (moeRoundRobin): token i to experts i·topK … i·topK + topK − 1, every expert the same load; with the deepep dispatcher a token crosses the NICs once per node its run of experts covers</source>
        <comment>EXPL_MOE_ROUTING_ROUND_ROBIN</comment>
        <translation>輪詢式基準路由（moeRoundRobin）：第 i 個 token 送往專家 i·topK … i·topK + topK − 1，每個專家負載相同；使用 deepep 分發器時，一個 token 對其連續專家所涵蓋的每個節點只經網卡傳送一次</translation>
    </message>
    <message>
        <source>routed-expert GEMMs and the all-to-all of the slowest rank × %1 (learned dropless routing)</source>
        <comment>EXPL_MOE_ROUTING_LEARNED</comment>
        <translation>路由專家的 GEMM 與 All-to-All 依最慢 rank 計算 × %1（學習所得的無丟棄路由）</translation>
    </message>
    <message>
        <source>, hidden under another micro-batch&apos;s compute where shorter (moeOverlap, Megatron combined 1F1B) except in the %1 of passes that run alone (pipeline warm-up and cool-down, the first forward, the last backward)</source>
        <comment>EXPL_MOE_OVERLAP</comment>
        <translation>，較短時隱藏在另一個微批次的運算之下（moeOverlap，Megatron 合併 1F1B），但單獨執行的 %1 前向/反向（管線預熱與收尾、第一個前向、最後一個反向）除外</translation>
    </message>
    <message>
        <source>%1; Megatron Core MoE parallel folding (ep × expertTp × expertDp = tp × cp × dp)</source>
        <comment>SRC_MOE_IMBALANCE</comment>
        <translation>%1；Megatron Core MoE 平行折疊（ep × expertTp × expertDp = tp × cp × dp）</translation>
    </message>
    <message>
        <source>deepep: across scale-up domains a token crosses the NICs once per distinct remote node, nodes·(1 − (1 − 1/nodes)^topK)·(nodes − 1)/nodes copies%1, then NVLink forwards its topK copies; the slower of the two sets the time</source>
        <comment>EXPL_MOE_DEEPEP</comment>
        <translation>deepep：跨 Scale-up 網域時，每個 token 對每個不同的遠端節點只經過網路卡一次，共 nodes·(1 − (1 − 1/nodes)^topK)·(nodes − 1)/nodes 份副本%1，再由 NVLink 轉送其 topK 份副本；兩者中較慢者決定時間</translation>
    </message>
    <message>
        <source> (at most %1 nodes, node-limited routing)</source>
        <comment>EXPL_MOE_DEEPEP_MAX_NODES</comment>
        <translation>（最多 %1 個節點，節點受限路由）</translation>
    </message>
    <message>
        <source>expert TP %1: all-gather of the dispatched tokens and reduce-scatter of the expert outputs, forward and backward, inside the expert-TP group, not overlapped (in tpComm)</source>
        <comment>EXPL_EXPERT_TP_COMM</comment>
        <translation>專家 TP %1：在專家 TP 群組內對分派的 token 做 All-Gather、對專家輸出做 Reduce-Scatter，前向與反向各一次，不重疊（計入 tpComm）</translation>
    </message>
    <message>
        <source>Megatron Core --expert-tensor-parallel-size</source>
        <comment>SRC_EXPERT_TP_COMM</comment>
        <translation>Megatron Core 的 --expert-tensor-parallel-size 參數</translation>
    </message>
    <message>
        <source>switchless full mesh of %1 GPUs: a group of k GPUs inside it uses the k − 1 links among them, (k − 1)/(%1 − 1) of the scale-up bandwidth (TP %2: %3)</source>
        <comment>EXPL_MESH_GROUP_SHARE</comment>
        <translation>%1 個 GPU 的無交換器全互連：其中 k 個 GPU 的群組使用彼此之間的 k − 1 條鏈路，即 Scale-up 頻寬的 (k − 1)/(%1 − 1)（TP %2：%3）</translation>
    </message>
    <message>
        <source>AMD Instinct MI300X/MI325X: 7 Infinity Fabric links, one per peer (CDNA 3 white paper, 2023); Intel Gaudi 2/3: 21 RoCE ports, 3 per peer (Gaudi 2 white paper, 2022); the fabric&apos;s catalog entry</source>
        <comment>SRC_MESH_GROUP_SHARE</comment>
        <translation>AMD Instinct MI300X/MI325X：7 條 Infinity Fabric 鏈路，每個對端一條（CDNA 3 白皮書，2023）；Intel Gaudi 2/3：21 個 RoCE 連接埠，每個對端 3 個（Gaudi 2 白皮書，2022）；互連的元件目錄項目</translation>
    </message>
    <message>
        <source>activations of %1 layers to host and back over PCIe (%2) per micro-batch, hidden under the stage&apos;s compute; the excess is added to compute</source>
        <comment>EXPL_ACTIVATION_OFFLOAD</comment>
        <translation>每個微批次將 %1 層的激活值經 PCIe（%2）傳到主機再傳回，隱藏在該階段的運算之下；超出部分計入運算</translation>
    </message>
    <message>
        <source>Megatron Core --cpu-offloading-num-layers (Transformer Engine CPU offload)</source>
        <comment>SRC_ACTIVATION_OFFLOAD</comment>
        <translation>Megatron Core --cpu-offloading-num-layers（Transformer Engine CPU 卸載）</translation>
    </message>
    <message>
        <source>selective recompute runs %1 of each layer&apos;s forward linear GEMMs again in the backward pass: GEMM time × (1 + share) for the forward part, in compute and hardware FLOPs (model FLOPs unchanged)</source>
        <comment>EXPL_RECOMPUTE_GEMM_SHARE</comment>
        <translation>選擇性重新計算在反向時再次執行每層前向線性 GEMM 的 %1：前向部分的 GEMM 時間 × (1 + 比例)，計入運算與硬體 FLOPs（模型 FLOPs 不變）</translation>
    </message>
    <message>
        <source>torchtitan per-op selective activation checkpointing (torchtitan/parallelisms/parallelize_llama.py _custom_policy, 2024: saves every matmul output except every second one)</source>
        <comment>SRC_RECOMPUTE_GEMM_SHARE</comment>
        <translation>torchtitan 逐運算子選擇性激活值檢查點（torchtitan/parallelisms/parallelize_llama.py _custom_policy，2024：保存每個矩陣乘法輸出，但每隔一個不保存）</translation>
    </message>
    <message>
        <source>recipe %1: %2 HBM bytes per element of every linear input and output gradient (cast + transpose%3)%4; only linear-layer GEMMs run at the FP8 rate, attention, norms and the output layer in BF16</source>
        <comment>EXPL_FP8_OVERHEAD</comment>
        <translation>配方 %1：每個線性層輸入與輸出梯度的每個元素 %2 位元組 HBM 流量（轉換 + 轉置%3）%4；僅線性層 GEMM 以 FP8 速率執行，注意力、正規化與輸出層為 BF16</translation>
    </message>
    <message>
        <source> + amax pass</source>
        <comment>EXPL_FP8_AMAX</comment>
        <translation> + amax 掃描</translation>
    </message>
    <message>
        <source>; with this frozen base the transpose is skipped, as no weight-gradient GEMM reads it (Transformer Engine quantises column-wise data only when the weight needs a gradient)</source>
        <comment>EXPL_FP8_FROZEN</comment>
        <translation>；此處基座權重凍結，省去轉置，因為沒有權重梯度 GEMM 讀取它（Transformer Engine 僅在權重需要梯度時量化行方向資料）</translation>
    </message>
    <message>
        <source>0: not training in FP8</source>
        <comment>EXPL_FP8_NONE</comment>
        <translation>0：未使用 FP8 訓練</translation>
    </message>
    <message>
        <source>0: no context parallelism</source>
        <comment>EXPL_CP_NONE</comment>
        <translation>0：無上下文平行</translation>
    </message>
    <message>
        <source>all-gather of K/V (b·s/c·2·kvDim·2/t bytes per rank) before attention (again to recompute) and reduce-scatter of their gradients after it, not overlapped</source>
        <comment>EXPL_CP_ALLGATHER</comment>
        <translation>注意力之前 All-Gather K/V（每 rank b·s/c·2·kvDim·2/t 位元組，重新計算時再一次），之後 Reduce-Scatter 其梯度，不重疊</translation>
    </message>
    <message>
        <source>Liu et al. 2023 (Ring Attention); Megatron Core context parallelism; Dubey et al. 2024 (Llama 3) §3.3.2 all-gather CP; attention FLOPs: causal half executed, non-causal counted in model FLOPs (Megatron-LM convention)</source>
        <comment>SRC_CP_EXPOSED</comment>
        <translation>Liu 等 2023（Ring Attention）；Megatron Core 上下文平行；Dubey 等 2024（Llama 3）§3.3.2 All-Gather CP；注意力 FLOPs：因果注意力只執行一半，非因果計入模型 FLOPs（Megatron-LM 慣例）</translation>
    </message>
    <message>
        <source>must be an object</source>
        <comment>DIAG_NOT_OBJECT</comment>
        <translation>必須是物件</translation>
    </message>
    <message>
        <source>must be a list</source>
        <comment>DIAG_NOT_LIST</comment>
        <translation>必須是清單</translation>
    </message>
    <message>
        <source>is missing (a text value is required)</source>
        <comment>DIAG_MISSING_TEXT</comment>
        <translation>缺少（需要文字值）</translation>
    </message>
    <message>
        <source>must be a text value</source>
        <comment>DIAG_NOT_TEXT</comment>
        <translation>必須是文字值</translation>
    </message>
    <message>
        <source>has %1 characters; it %2</source>
        <comment>DIAG_TEXT_TOO_LONG</comment>
        <translation>有 %1 個字元；%2</translation>
    </message>
    <message>
        <source>is missing (a number is required)</source>
        <comment>DIAG_MISSING_NUMBER</comment>
        <translation>缺少（需要數字）</translation>
    </message>
    <message>
        <source>must be a number</source>
        <comment>DIAG_NOT_NUMBER</comment>
        <translation>必須是數字</translation>
    </message>
    <message>
        <source>is %1; a number&apos;s size must be &lt;= 1e21 (input contract: any number)</source>
        <comment>DIAG_NUMBER_TOO_LARGE</comment>
        <translation>為 %1；數字的絕對值必須 &lt;= 1e21（輸入約定：任意數字）</translation>
    </message>
    <message>
        <source>must be &gt; %1</source>
        <comment>DIAG_GREATER_THAN</comment>
        <translation>必須 &gt; %1</translation>
    </message>
    <message>
        <source>must be &gt;= %1</source>
        <comment>DIAG_AT_LEAST</comment>
        <translation>必須 &gt;= %1</translation>
    </message>
    <message>
        <source>must be &lt;= %1</source>
        <comment>DIAG_AT_MOST</comment>
        <translation>必須 &lt;= %1</translation>
    </message>
    <message>
        <source>is missing (a whole number is required)</source>
        <comment>DIAG_MISSING_INTEGER</comment>
        <translation>缺少（需要整數）</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <comment>DIAG_NOT_INTEGER</comment>
        <translation>必須是整數</translation>
    </message>
    <message>
        <source>is %1; it %2</source>
        <comment>DIAG_TOO_LARGE</comment>
        <translation>為 %1；%2</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <comment>DIAG_NOT_BOOLEAN</comment>
        <translation>必須是 true 或 false</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of: %2</source>
        <comment>DIAG_NOT_ONE_OF</comment>
        <translation>「%1」不是下列之一：%2</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <comment>DIAG_EMPTY</comment>
        <translation>不可為空</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <comment>DIAG_BETWEEN_GOT</comment>
        <translation>必須介於 %1 與 %2 之間，實際為 %3</translation>
    </message>
    <message>
        <source>must be &lt;= %1 (input contract: %2)</source>
        <comment>DIAG_BOUND</comment>
        <translation>必須 &lt;= %1（輸入約定：%2）</translation>
    </message>
    <message>
        <source>%1, got %2</source>
        <comment>DIAG_BOUND_GOT</comment>
        <translation>%1，實際為 %2</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <comment>DIAG_CANNOT_OPEN</comment>
        <translation>無法開啟檔案：%1</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <comment>DIAG_CANNOT_READ</comment>
        <translation>無法讀取檔案：%1</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <comment>DIAG_IS_FOLDER</comment>
        <translation>是資料夾，不是檔案</translation>
    </message>
    <message>
        <source>is not a regular file (a device, pipe or socket is not read)</source>
        <comment>DIAG_NOT_REGULAR_FILE</comment>
        <translation>不是一般檔案（不讀取裝置、管道或通訊端）</translation>
    </message>
    <message>
        <source>the file has %1 bytes; it %2</source>
        <comment>DIAG_FILE_TOO_LARGE</comment>
        <translation>檔案有 %1 位元組；%2</translation>
    </message>
    <message>
        <source>the text has %1 bytes; it %2</source>
        <comment>DIAG_TEXT_TOO_LARGE</comment>
        <translation>文字有 %1 位元組；%2</translation>
    </message>
    <message>
        <source>lists and objects nested %1 deep at byte %2; nesting %3</source>
        <comment>DIAG_TOO_DEEP</comment>
        <translation>清單與物件在第 %2 位元組處巢狀了 %1 層；巢狀深度%3</translation>
    </message>
    <message>
        <source>must be a PNG or JPEG picture as &quot;data:image/png;base64,...&quot; or &quot;data:image/jpeg;base64,...&quot;</source>
        <comment>DIAG_LOGO_NOT_PICTURE</comment>
        <translation>必須是 PNG 或 JPEG 圖片，格式為 &quot;data:image/png;base64,...&quot; 或 &quot;data:image/jpeg;base64,...&quot;</translation>
    </message>
    <message>
        <source>holds a character that is not base64</source>
        <comment>DIAG_LOGO_NOT_BASE64</comment>
        <translation>含有非 base64 字元</translation>
    </message>
    <message>
        <source>the design has more than %1 GPUs up to this group; GPUs in a design %2</source>
        <comment>DIAG_TOO_MANY_GPUS</comment>
        <translation>到此群組為止設計中的 GPU 已超過 %1 個；設計中的 GPU 數%2</translation>
    </message>
    <message>
        <source>the parts add up to %1; they %2</source>
        <comment>DIAG_TOO_MANY_PARTS</comment>
        <translation>零組件合計 %1 個；%2</translation>
    </message>
    <message>
        <source>must be &gt;= 1: a model without layers cannot be analysed</source>
        <comment>DIAG_NO_LAYERS</comment>
        <translation>必須 &gt;= 1：沒有層的模型無法分析</translation>
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
        <translation>無法讀取設計：%1</translation>
    </message>
    <message>
        <source>a design file is a JSON object</source>
        <comment>DIAG_DESIGN_NOT_OBJECT</comment>
        <translation>設計檔案必須是 JSON 物件</translation>
    </message>
    <message>
        <source>is missing or not a whole number; is this a ClusterCanvas design?</source>
        <comment>DIAG_NO_SCHEMA_VERSION</comment>
        <translation>缺少或不是整數；這是 ClusterCanvas 設計檔案嗎？</translation>
    </message>
    <message>
        <source>the file is format version %1, made by a newer ClusterCanvas; this one reads up to version %2</source>
        <comment>DIAG_NEWER_VERSION</comment>
        <translation>此檔案格式版本為 %1，由較新版的 ClusterCanvas 建立；本程式最多讀取版本 %2</translation>
    </message>
    <message>
        <source>no upgrade from version %1</source>
        <comment>DIAG_NO_UPGRADE</comment>
        <translation>無法從版本 %1 升級</translation>
    </message>
    <message>
        <source>has %1 entries; it %2</source>
        <comment>DIAG_TOO_MANY_ENTRIES</comment>
        <translation>有 %1 項；%2</translation>
    </message>
    <message>
        <source>id %1 is used by another object</source>
        <comment>DIAG_ID_USED</comment>
        <translation>id %1 已被其他物件使用</translation>
    </message>
    <message>
        <source>must be 0 (inferred), 1 (leaf), 2 (spine) or 3 (core)</source>
        <comment>DIAG_BAD_TIER</comment>
        <translation>必須是 0（自動推斷）、1（Leaf 層）、2（Spine 層）或 3（核心層）</translation>
    </message>
    <message>
        <source>must be a list of 1 to 8 whole numbers &gt;= 1 whose product %1</source>
        <comment>DIAG_BAD_TORUS_DIMS</comment>
        <translation>必須是 1 到 8 個 &gt;= 1 的整數組成的清單，其乘積%1</translation>
    </message>
    <message>
        <source>must be warmer than inletC (the air heats up through the racks)</source>
        <comment>DIAG_OUTLET_NOT_WARMER</comment>
        <translation>必須高於 inletC（空氣流經機櫃時升溫）</translation>
    </message>
    <message>
        <source>must be a fraction between 0 and 1</source>
        <comment>DIAG_NOT_FRACTION</comment>
        <translation>必須是 0 到 1 之間的比例</translation>
    </message>
    <message>
        <source>no server template has id %1</source>
        <comment>DIAG_NO_TEMPLATE</comment>
        <translation>沒有 id 為 %1 的伺服器範本</translation>
    </message>
    <message>
        <source>no group has id %1</source>
        <comment>DIAG_NO_GROUP</comment>
        <translation>沒有 id 為 %1 的群組</translation>
    </message>
    <message>
        <source>must be a list of workload objects</source>
        <comment>DIAG_NOT_WORKLOAD_LIST</comment>
        <translation>必須是訓練作業物件的清單</translation>
    </message>
    <message>
        <source>must be an object of catalog entries by id</source>
        <comment>DIAG_SPECS_NOT_OBJECT</comment>
        <translation>必須是以 id 為鍵的元件目錄項目物件</translation>
    </message>
    <message>
        <source>must equal its key &apos;%1&apos;</source>
        <comment>DIAG_ID_NOT_KEY</comment>
        <translation>必須與其鍵「%1」相同</translation>
    </message>
    <message>
        <source>must be a list of scenarios, each with a name and a design</source>
        <comment>DIAG_NOT_SCENARIO_LIST</comment>
        <translation>必須是情境清單，每個情境包含名稱與設計</translation>
    </message>
    <message>
        <source>a design keeps at most %1 scenarios; this file has %2</source>
        <comment>DIAG_TOO_MANY_SCENARIOS</comment>
        <translation>一個設計最多保存 %1 個情境；此檔案有 %2 個</translation>
    </message>
    <message>
        <source>must be an object with a name and a design</source>
        <comment>DIAG_SCENARIO_NOT_OBJECT</comment>
        <translation>必須是包含名稱與設計的物件</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already the name of scenarios[%2]</source>
        <comment>DIAG_SCENARIO_NAME_TAKEN</comment>
        <translation>「%1」已是 scenarios[%2] 的名稱</translation>
    </message>
    <message>
        <source>is missing (the scenario&apos;s copy of the design)</source>
        <comment>DIAG_SCENARIO_NO_DESIGN</comment>
        <translation>缺少（情境的設計副本）</translation>
    </message>
    <message>
        <source>a scenario&apos;s design cannot hold scenarios of its own</source>
        <comment>DIAG_NESTED_SCENARIOS</comment>
        <translation>情境的設計不可再包含情境</translation>
    </message>
    <message>
        <source>must be an object with customer, proposer and logo</source>
        <comment>DIAG_PROPOSAL_NOT_OBJECT</comment>
        <translation>必須是包含 customer、proposer 與 logo 的物件</translation>
    </message>
    <message>
        <source>not a plan file (no candidates array)</source>
        <comment>DIAG_NOT_PLAN</comment>
        <translation>不是規劃檔案（沒有 candidates 陣列）</translation>
    </message>
    <message>
        <source>no context length in the file; training sequence length set to %1 (change it in the training job)</source>
        <comment>HF_NO_CONTEXT</comment>
        <translation>檔案中沒有上下文長度；訓練序列長度設為 %1（可在訓練作業中修改）</translation>
    </message>
    <message>
        <source>context window %1; training sequence length set to %2 (pre-training length; raise it for a long-context run)</source>
        <comment>HF_CONTEXT_CUT</comment>
        <translation>上下文視窗 %1；訓練序列長度設為 %2（預訓練長度；長上下文訓練時請調大）</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <comment>HF_TOO_DEEP</comment>
        <translation>巢狀超過 %1 層</translation>
    </message>
    <message>
        <source>not a JSON object (a Hugging Face config.json)</source>
        <comment>HF_NOT_OBJECT</comment>
        <translation>不是 JSON 物件（Hugging Face config.json）</translation>
    </message>
    <message>
        <source>%1 config: missing %2</source>
        <comment>HF_MISSING_KEYS</comment>
        <translation>%1 設定：缺少 %2</translation>
    </message>
    <message>
        <source>unknown architecture &quot;%1&quot;: missing %2</source>
        <comment>HF_UNKNOWN_MISSING_KEYS</comment>
        <translation>未知架構「%1」：缺少 %2</translation>
    </message>
    <message>
        <source>architecture &quot;%1&quot; is not one of the known families; read with Llama&apos;s key names and a gated MLP: check the shape</source>
        <comment>HF_UNKNOWN_ARCHITECTURE</comment>
        <translation>架構「%1」不屬於已知模型系列；已依 Llama 的鍵名與閘控 MLP 讀取：請檢查模型形狀</translation>
    </message>
    <message>
        <source>must divide num_attention_heads</source>
        <comment>HF_KV_HEADS_DIVIDE</comment>
        <translation>必須整除 num_attention_heads</translation>
    </message>
    <message>
        <source>not a readable regular file</source>
        <comment>HF_NOT_REGULAR_FILE</comment>
        <translation>不是可讀取的一般檔案</translation>
    </message>
    <message>
        <source>larger than 1 MiB: not a model config.json</source>
        <comment>HF_TOO_LARGE</comment>
        <translation>大於 1 MiB：不是模型的 config.json</translation>
    </message>
    <message>
        <source>could not be read</source>
        <comment>HF_CANNOT_READ</comment>
        <translation>無法讀取</translation>
    </message>
    <message>
        <source>a workload must be a JSON object</source>
        <comment>DIAG_WORKLOAD_NOT_OBJECT</comment>
        <translation>訓練作業必須是 JSON 物件</translation>
    </message>
    <message>
        <source>unknown model preset &apos;%1&apos; (known: %2)</source>
        <comment>DIAG_UNKNOWN_PRESET</comment>
        <translation>未知的模型預設「%1」（已知：%2）</translation>
    </message>
    <message>
        <source>is missing (a whole number &gt;= 1 is required without a preset)</source>
        <comment>DIAG_MISSING_SHAPE</comment>
        <translation>缺少（沒有預設時需要 &gt;= 1 的整數）</translation>
    </message>
    <message>
        <source>must divide heads (%1), got %2</source>
        <comment>DIAG_KV_HEADS</comment>
        <translation>必須整除 heads（%1），實際為 %2</translation>
    </message>
    <message>
        <source>must be between 1 and experts (%1)</source>
        <comment>DIAG_TOPK_RANGE</comment>
        <translation>必須介於 1 與 experts（%1）之間</translation>
    </message>
    <message>
        <source>must be &gt;= 1 for a mixture-of-experts model</source>
        <comment>DIAG_MOE_NEEDS_FFN</comment>
        <translation>混合專家模型必須 &gt;= 1</translation>
    </message>
    <message>
        <source>needs experts &gt;= 1</source>
        <comment>DIAG_NEEDS_EXPERTS</comment>
        <translation>需要 experts &gt;= 1</translation>
    </message>
    <message>
        <source>must not exceed layers (%1)</source>
        <comment>DIAG_DENSE_LAYERS</comment>
        <translation>不可超過層數（%1）</translation>
    </message>
    <message>
        <source>must be 0 (dropless) or &gt;= 1</source>
        <comment>DIAG_CAPACITY_FACTOR</comment>
        <translation>必須為 0（無丟棄）或 &gt;= 1</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3</source>
        <comment>DIAG_ZERO_STAGE</comment>
        <translation>必須為 0、1、2 或 3</translation>
    </message>
    <message>
        <source>scale-up link</source>
        <comment>CALIB_SCALE_UP</comment>
        <translation>Scale-up 鏈路</translation>
    </message>
    <message>
        <source>scale-out link</source>
        <comment>CALIB_SCALE_OUT</comment>
        <translation>水平擴展鏈路</translation>
    </message>
    <message>
        <source>scale-out all-to-all</source>
        <comment>CALIB_ALL_TO_ALL</comment>
        <translation>水平擴展 All-to-All</translation>
    </message>
    <message>
        <source>GEMM ceiling %1 of peak (catalog %2)</source>
        <comment>CALIB_GEMM</comment>
        <translation>GEMM 上限為峰值的 %1（元件目錄為 %2）</translation>
    </message>
    <message>
        <source>step × %1</source>
        <comment>CALIB_STEP</comment>
        <translation>每步 × %1</translation>
    </message>
    <message>
        <source>ClusterCanvas report: %1</source>
        <comment>RPT_TITLE</comment>
        <translation>ClusterCanvas 報告：%1</translation>
    </message>
    <message>
        <source>Design    %1 GPUs in %2 servers, %3 switches, %4 racks (%5 groups)</source>
        <comment>RPT_DESIGN</comment>
        <translation>設計      %1 個 GPU，%2 台伺服器，%3 台交換器，%4 個機櫃（%5 個群組）</translation>
    </message>
    <message>
        <source>Network</source>
        <comment>RPT_NETWORK</comment>
        <translation>網路</translation>
    </message>
    <message>
        <source>%1: %2 switches, ports %3 / %4 used, links down %5, up %6</source>
        <comment>RPT_TIER</comment>
        <translation>%1：%2 台交換器，連接埠已用 %3 / %4，下行鏈路 %5，上行鏈路 %6</translation>
    </message>
    <message>
        <source>%1: %2 switches, ports %3 / %4 used, links down %5, up %6, oversubscription %7:1</source>
        <comment>RPT_TIER_OVERSUBSCRIBED</comment>
        <translation>%1：%2 台交換器，連接埠已用 %3 / %4，下行鏈路 %5，上行鏈路 %6，超額訂閱比 %7:1</translation>
    </message>
    <message>
        <source>cables %1, transceivers %2</source>
        <comment>RPT_CABLES</comment>
        <translation>纜線 %1，光收發模組 %2</translation>
    </message>
    <message>
        <source>bisection %1 per direction, injection %2 per GPU</source>
        <comment>RPT_BISECTION</comment>
        <translation>對分頻寬每方向 %1，每個 GPU 注入頻寬 %2</translation>
    </message>
    <message>
        <source>scale-up domain %1 GPUs; allreduce bus bandwidth %2 in a node, %3 across nodes (limited by %4)</source>
        <comment>RPT_ALLREDUCE</comment>
        <translation>Scale-up 網域 %1 個 GPU；All-Reduce 匯流排頻寬節點內 %2，跨節點 %3（受限於 %4）</translation>
    </message>
    <message>
        <source>Power     IT %1 (max %2), facility %3 at PUE %4</source>
        <comment>RPT_POWER</comment>
        <translation>功率      IT %1（最大 %2），設施總功率 %3，PUE %4</translation>
    </message>
    <message>
        <source>          largest server %1, largest rack %2</source>
        <comment>RPT_POWER_LARGEST</comment>
        <translation>          最大伺服器 %1，最大機櫃 %2</translation>
    </message>
    <message>
        <source>%1 x rack &apos;%2&apos;: %3 max of %4, %5/%6 U, %7</source>
        <comment>RPT_RACK</comment>
        <translation>%1 × 機櫃「%2」：最大 %3，上限 %4，%5/%6 U，%7</translation>
    </message>
    <message>
        <source>Cooling   heat %1, airflow %2 CFM, %3 liquid-cooled racks</source>
        <comment>RPT_COOLING</comment>
        <translation>散熱      熱量 %1，風量 %2 CFM，%3 個液冷機櫃</translation>
    </message>
    <message>
        <source>Cooling   heat %1, airflow %2 CFM, %3 liquid-cooled racks, %4 CDUs</source>
        <comment>RPT_COOLING_CDUS</comment>
        <translation>散熱      熱量 %1，風量 %2 CFM，%3 個液冷機櫃，%4 台 CDU</translation>
    </message>
    <message>
        <source>Cost      capex %1 (indicative prices)</source>
        <comment>RPT_COST</comment>
        <translation>成本      資本支出 %1（參考牌價）</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <comment>RPT_FINDINGS</comment>
        <translation>分析發現（%1）</translation>
    </message>
    <message>
        <source>Analysis took %1 ms.</source>
        <comment>RPT_ANALYSIS_TIME</comment>
        <translation>分析耗時 %1 毫秒。</translation>
    </message>
    <message>
        <source>Training job: %1</source>
        <comment>RPT_TRAINING_JOB</comment>
        <translation>訓練作業：%1</translation>
    </message>
    <message>
        <source>Training job: %1 (setup contradicts itself)</source>
        <comment>RPT_TRAINING_JOB_INVALID</comment>
        <translation>訓練作業：%1（設定自相矛盾）</translation>
    </message>
    <message>
        <source>  Memory    %1 parameters (%2 active); per GPU %3 of %4, fits</source>
        <comment>RPT_MEMORY_FITS</comment>
        <translation>  記憶體    %1 參數（%2 啟用）；每個 GPU %3 / %4，放得下</translation>
    </message>
    <message>
        <source>  Memory    %1 parameters (%2 active); per GPU %3 of %4, DOES NOT FIT</source>
        <comment>RPT_MEMORY_NOT_FIT</comment>
        <translation>  記憶體    %1 參數（%2 啟用）；每個 GPU %3 / %4，放不下</translation>
    </message>
    <message>
        <source>            weights %1, gradients %2, optimizer %3, activations %4, other %5; largest micro-batch that fits: %6</source>
        <comment>RPT_MEMORY_PARTS</comment>
        <translation>            權重 %1，梯度 %2，最佳化器 %3，激活值 %4，其他 %5；可放下的最大微批次：%6</translation>
    </message>
    <message>
        <source>note: %1</source>
        <comment>RPT_ADVICE_NOTE</comment>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>fits with %1: %2</source>
        <comment>RPT_ADVICE_FITS</comment>
        <translation>採用%1可放下：%2</translation>
    </message>
    <message>
        <source>fits with %1: %2, time to train %3</source>
        <comment>RPT_ADVICE_FITS_TIME</comment>
        <translation>採用%1可放下：%2，訓練時間 %3</translation>
    </message>
    <message>
        <source>still over with %1: %2</source>
        <comment>RPT_ADVICE_OVER</comment>
        <translation>採用%1仍超出：%2</translation>
    </message>
    <message>
        <source>  Calibrated from measurements: %1; step, throughput, MFU, time to train and run cost are calibrated</source>
        <comment>RPT_CALIBRATED</comment>
        <translation>  已依實測校準：%1；每步時間、吞吐量、MFU、訓練時間與執行成本皆為校準值</translation>
    </message>
    <message>
        <source>  Step      %1 on %2 GPUs (dp %3, micro-batches per step %4): compute %5, TP %6, pipeline %7, DP %8, EP %9, CP %10, optimizer %11%12</source>
        <comment>RPT_STEP</comment>
        <translation>  每步時間  %1，%2 個 GPU（dp %3，每步微批次 %4）：運算 %5，TP %6，管線 %7，DP %8，EP %9，CP %10，最佳化器 %11%12</translation>
    </message>
    <message>
        <source>  Step*     %1 on %2 GPUs (dp %3, micro-batches per step %4): compute %5, TP %6, pipeline %7, DP %8, EP %9, CP %10, optimizer %11%12</source>
        <comment>RPT_STEP_CALIBRATED</comment>
        <translation>  每步時間* %1，%2 個 GPU（dp %3，每步微批次 %4）：運算 %5，TP %6，管線 %7，DP %8，EP %9，CP %10，最佳化器 %11%12</translation>
    </message>
    <message>
        <source>            not runnable: does not fit in GPU memory (estimate kept for comparison)</source>
        <comment>RPT_NOT_RUNNABLE</comment>
        <translation>            無法執行：GPU 記憶體放不下（保留估算以供比較）</translation>
    </message>
    <message>
        <source>            %1 tokens/s; %2 model TFLOP/s per GPU (MFU %3), %4 hardware (HFU %5)</source>
        <comment>RPT_THROUGHPUT</comment>
        <translation>            %1 tokens/s；每個 GPU %2 模型 TFLOP/s（MFU %3），硬體 %4（HFU %5）</translation>
    </message>
    <message>
        <source>            limited by %1</source>
        <comment>RPT_LIMITED_BY</comment>
        <translation>            瓶頸：%1</translation>
    </message>
    <message>
        <source>  Train     %1, %2 GPU-hours</source>
        <comment>RPT_TRAIN</comment>
        <translation>  訓練      %1，%2 GPU 小時</translation>
    </message>
    <message>
        <source>  Storage   checkpoint %1, write %2 (%3), restore %4; data %5 needed of %6</source>
        <comment>RPT_STORAGE</comment>
        <translation>  儲存      檢查點 %1，寫入 %2（%3），還原 %4；資料需 %5，可用 %6</translation>
    </message>
    <message>
        <source>  Failures  job MTBF %1, checkpoint every %2, goodput %3</source>
        <comment>RPT_FAILURES</comment>
        <translation>  故障      作業 MTBF %1，每 %2 一個檢查點，有效產出率 %3</translation>
    </message>
    <message>
        <source>  Run       wall %1, %2, %3 t CO2; bought %4, rented %5 at $%6/GPU-h; break-even utilisation %7</source>
        <comment>RPT_RUN</comment>
        <translation>  執行      總時長 %1，%2，%3 t CO2；購買 %4，租用 %5（$%6/GPU 小時）；損益兩平使用率 %7</translation>
    </message>
    <message>
        <source>Explain: every result, the formula it came from and its source</source>
        <comment>RPT_EXPLAIN</comment>
        <translation>說明：每項結果、其計算公式與來源</translation>
    </message>
    <message>
        <source>formula: %1</source>
        <comment>RPT_FORMULA</comment>
        <translation>公式：%1</translation>
    </message>
    <message>
        <source>source:  %1</source>
        <comment>RPT_SOURCE</comment>
        <translation>來源：%1</translation>
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
        <translation>FP8 轉換 %1</translation>
    </message>
    <message>
        <source>&apos;%2&apos; has %3 %1, more than the %4 the analysis handles (input contract); no figures are computed for the design.</source>
        <comment>DESIGN_BEYOND_BOUNDS</comment>
        <translation>「%2」的%1為 %3，超過分析可處理的上限 %4（輸入約定）；不計算此設計的任何數值。</translation>
    </message>
    <message>
        <source>Lower that count or split the design; a design file with it is refused when opened.</source>
        <comment>DESIGN_BEYOND_BOUNDS_FIX</comment>
        <translation>降低該數量或拆分設計；含此數量的設計檔在開啟時會被拒絕。</translation>
    </message>
    <message>
        <source>attention %1 of BF16 peak (catalog %2)</source>
        <comment>CALIB_ATTENTION</comment>
        <translation>注意力為 BF16 峰值的 %1（元件目錄為 %2）</translation>
    </message>
    <message>
        <source>attention not calibrated (catalog figure %1)</source>
        <comment>CALIB_ATTENTION_NONE</comment>
        <translation>注意力未校準（元件目錄值 %1）</translation>
    </message>
    <message>
        <source>price: no purchase price for this server or its accelerators</source>
        <comment>PLAN_MISS_PRICE</comment>
        <translation>價格：此伺服器或其加速器沒有採購價格</translation>
    </message>
    <message>
        <source>%1 trains in %2 (%3)</source>
        <comment>PLAN_FASTEST_BETTER_UNPRICED</comment>
        <translation>%1 訓練需 %2（%3）</translation>
    </message>
    <message>
        <source>The group &apos;%1&apos; has %2 GPUs; GPUs in a design %3.</source>
        <comment>TRAINING_TOO_MANY_GPUS</comment>
        <translation>群組「%1」有 %2 個 GPU；設計中的 GPU 數%3。</translation>
    </message>
    <message>
        <source>Lower the group&apos;s replicas.</source>
        <comment>TRAINING_TOO_MANY_GPUS_FIX</comment>
        <translation>請減少該群組的副本數。</translation>
    </message>
    <message>
        <source>The air-cooled equipment (%1 at full load, %2 BTU/h) needs about %3 CFM (%5 m³/h) of air at a %4 °F (%6 °C) rise.</source>
        <comment>COOLING_AIRFLOW</comment>
        <translation>氣冷設備（滿載 %1，%2 BTU/h）在溫升 %6 °C（%4 °F）時約需 %5 m³/h（%3 CFM）的風量。</translation>
    </message>
    <message>
        <source>a larger space: more nodes (Largest design, --max-gpus) or faster parts</source>
        <comment>PLAN_FASTEST_BETTER_NONE</comment>
        <translation>擴大搜尋空間：更多節點（最大設計規模，--max-gpus）或更快的零組件</translation>
    </message>
    <message>
        <source>The job fits in no design of the space: its memory per GPU exceeds every GPU even with ZeRO-3 and offload; allow larger GPUs or more GPUs (Largest design, --max-gpus).</source>
        <comment>PLAN_VERDICT_NO_FIT</comment>
        <translation>此作業在搜尋空間的任何設計中都放不下：即使使用 ZeRO-3 與卸載，每個 GPU 的記憶體需求仍超過所有 GPU；請允許記憶體更大的 GPU 或更多 GPU（最大設計規模，--max-gpus）。</translation>
    </message>
    <message>
        <source>is missing</source>
        <comment>DIAG_MISSING</comment>
        <translation>缺少</translation>
    </message>
    <message>
        <source>cannot open the workload file: %1</source>
        <comment>DIAG_CANNOT_OPEN_WORKLOAD</comment>
        <translation>無法開啟工作負載檔案：%1</translation>
    </message>
    <message>
        <source>not a usable workload (see the messages above)</source>
        <comment>DIAG_UNUSABLE_WORKLOAD</comment>
        <translation>不是可用的工作負載（請見上方訊息）</translation>
    </message>
    <message>
        <source>cannot write a file without a name</source>
        <comment>SAVE_NO_NAME</comment>
        <translation>無法寫入沒有名稱的檔案</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <comment>SAVE_CANNOT_WRITE</comment>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1 to disk: %2</source>
        <comment>SAVE_CANNOT_SYNC</comment>
        <translation>無法將 %1 寫入磁碟：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2 (creating a temporary file in %3)</source>
        <comment>SAVE_CANNOT_CREATE_TEMP</comment>
        <translation>無法寫入 %1：%2（在 %3 中建立暫存檔時）</translation>
    </message>
    <message>
        <source>cannot set the permissions of %1: %2</source>
        <comment>SAVE_CANNOT_SET_MODE</comment>
        <translation>無法設定 %1 的權限：%2</translation>
    </message>
    <message>
        <source>cannot replace %1: %2</source>
        <comment>SAVE_CANNOT_REPLACE</comment>
        <translation>無法取代 %1：%2</translation>
    </message>
    <message>
        <source>cannot replace %1: not a regular file (a socket or block device)</source>
        <comment>SAVE_NOT_REGULAR</comment>
        <translation>無法取代 %1：不是一般檔案（通訊端或區塊裝置）</translation>
    </message>
    <message>
        <source>cannot write %1: no process is reading the FIFO</source>
        <comment>SAVE_FIFO_NO_READER</comment>
        <translation>無法寫入 %1：沒有處理程序在讀取此 FIFO</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <comment>SAVE_CANNOT_CREATE_FOLDER</comment>
        <translation>無法建立 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: unsupported image format &quot;%2&quot;</source>
        <comment>SAVE_IMAGE_FORMAT</comment>
        <translation>無法寫入 %1：不支援的影像格式「%2」</translation>
    </message>
    <message>
        <source>cannot write %1: the image could not be encoded</source>
        <comment>SAVE_IMAGE_NOT_ENCODED</comment>
        <translation>無法寫入 %1：無法編碼此影像</translation>
    </message>
    <message>
        <source>Chosen by a plan for %1: %2.</source>
        <comment>PLAN_DESIGN_NOTE</comment>
        <translation>由規劃為 %1 選定：%2。</translation>
    </message>
    <message>
        <source>cannot read catalog folder: %1</source>
        <comment>CAT_CANNOT_READ_FOLDER</comment>
        <translation>無法讀取元件目錄資料夾：%1</translation>
    </message>
    <message>
        <source>a catalog file is an object with an &apos;entries&apos; list</source>
        <comment>CAT_NOT_CATALOG</comment>
        <translation>元件目錄檔案必須是含有「entries」清單的物件</translation>
    </message>
    <message>
        <source>version %1 is newer than this ClusterCanvas understands (%2)</source>
        <comment>CAT_NEWER_VERSION</comment>
        <translation>版本 %1 比本 ClusterCanvas 能辨識的版本（%2）更新</translation>
    </message>
    <message>
        <source>refers to &apos;%1&apos;, which is not in the catalog</source>
        <comment>CAT_UNKNOWN_REF</comment>
        <translation>參照了「%1」，但元件目錄中沒有此項目</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a fabric in the catalog</source>
        <comment>CAT_NOT_A_FABRIC</comment>
        <translation>「%1」不是元件目錄中的互連</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be 1 to %2 lowercase letters, digits, &apos;.&apos;, &apos;_&apos; or &apos;-&apos;, starting with a letter or digit</source>
        <comment>CAT_BAD_ID</comment>
        <translation>「%1」必須由 1 到 %2 個小寫字母、數字、「.」、「_」或「-」組成，並以字母或數字開頭</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a component kind</source>
        <comment>CAT_UNKNOWN_KIND</comment>
        <translation>「%1」不是元件類型</translation>
    </message>
    <message>
        <source>must not exceed %1</source>
        <comment>CAT_NOT_ABOVE</comment>
        <translation>不可超過 %1</translation>
    </message>
    <message>
        <source>needs at least one precision with dense FLOP/s &gt; 0</source>
        <comment>CAT_NO_DENSE_FLOPS</comment>
        <translation>至少需要一種密集 FLOP/s &gt; 0 的精度</translation>
    </message>
    <message>
        <source>an appliance needs nics &gt; 0 and nicBitsPerS &gt; 0</source>
        <comment>CAT_APPLIANCE_NICS</comment>
        <translation>儲存設備一體機需要 nics &gt; 0 且 nicBitsPerS &gt; 0</translation>
    </message>
    <message>
        <source>must be a non-empty list of {ref, count}</source>
        <comment>CAT_PARTS_NOT_LIST</comment>
        <translation>必須是非空的 {ref, count} 清單</translation>
    </message>
    <message>
        <source>the counts add up to %1; they %2</source>
        <comment>CAT_PART_COUNTS</comment>
        <translation>數量合計為 %1；%2</translation>
    </message>
    <message>
        <source>must be an object with a &apos;markets&apos; list</source>
        <comment>CAT_AVAILABILITY_NOT_OBJECT</comment>
        <translation>必須是含有「markets」清單的物件</translation>
    </message>
    <message>
        <source>must be a non-empty list of market codes such as &quot;global&quot; or &quot;cn&quot;</source>
        <comment>CAT_MARKETS_NOT_LIST</comment>
        <translation>必須是非空的市場代碼清單，例如 &quot;global&quot; 或 &quot;cn&quot;</translation>
    </message>
    <message>
        <source>must be a lowercase market code such as &quot;cn&quot;</source>
        <comment>CAT_BAD_MARKET</comment>
        <translation>必須是小寫的市場代碼，例如 &quot;cn&quot;</translation>
    </message>
    <message>
        <source>must be an object with usdPerGpuHour, asOf and source</source>
        <comment>CAT_RENT_NOT_OBJECT</comment>
        <translation>必須是含有 usdPerGpuHour、asOf 與 source 的物件</translation>
    </message>
    <message>
        <source>must be a JSON object with &quot;runs&quot;</source>
        <comment>VALIDATION_NOT_OBJECT</comment>
        <translation>必須是含有 &quot;runs&quot; 的 JSON 物件</translation>
    </message>
    <message>
        <source>is %1, newer than this version reads (%2)</source>
        <comment>VALIDATION_NEWER_VERSION</comment>
        <translation>為 %1，比本版本能讀取的版本（%2）更新</translation>
    </message>
    <message>
        <source>has %1 runs; it %2</source>
        <comment>VALIDATION_TOO_MANY_RUNS</comment>
        <translation>有 %1 筆執行紀錄；%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used twice</source>
        <comment>VALIDATION_ID_TWICE</comment>
        <translation>「%1」被使用了兩次</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by another validation file too</source>
        <comment>VALIDATION_ID_OTHER_FILE</comment>
        <translation>「%1」也被另一個驗證檔案使用</translation>
    </message>
    <message>
        <source>cannot read the validation cases: %1</source>
        <comment>VALIDATION_CANNOT_READ</comment>
        <translation>無法讀取驗證案例：%1</translation>
    </message>
    <message>
        <source>cannot list the validation folder: %1</source>
        <comment>VALIDATION_CANNOT_LIST</comment>
        <translation>無法列出驗證資料夾：%1</translation>
    </message>
    <message>
        <source>has no validation case file (*.json)</source>
        <comment>VALIDATION_NO_FILES</comment>
        <translation>沒有驗證案例檔案（*.json）</translation>
    </message>
    <message>
        <source>is not a field of a validation run (known: id, kind, name, source, url, date, flopConvention, system, workload, metric, published, expectFail, notes)</source>
        <comment>VALIDATION_UNKNOWN_FIELD</comment>
        <translation>不是驗證執行紀錄的欄位（已知欄位：id、kind、name、source、url、date、flopConvention、system、workload、metric、published、expectFail、notes）</translation>
    </message>
    <message>
        <source>must be YYYY-MM or YYYY-MM-DD, got &apos;%1&apos;</source>
        <comment>VALIDATION_BAD_DATE</comment>
        <translation>必須是 YYYY-MM 或 YYYY-MM-DD，實際為「%1」</translation>
    </message>
    <message>
        <source>must give the reason (leave the field out when the run must match)</source>
        <comment>VALIDATION_EXPECT_FAIL_EMPTY</comment>
        <translation>必須提供原因（執行結果必須吻合時請省略此欄位）</translation>
    </message>
    <message>
        <source>is missing (server, switch and gpus are required)</source>
        <comment>VALIDATION_NO_SYSTEM</comment>
        <translation>缺少（需要 server、switch 與 gpus）</translation>
    </message>
    <message>
        <source>has no usable model shape</source>
        <comment>VALIDATION_NO_MODEL_SHAPE</comment>
        <translation>沒有可用的模型結構</translation>
    </message>
    <message>
        <source>unknown catalog server &apos;%1&apos;</source>
        <comment>VALIDATION_UNKNOWN_SERVER</comment>
        <translation>未知的元件目錄伺服器「%1」</translation>
    </message>
    <message>
        <source>unknown catalog accelerator &apos;%1&apos;</source>
        <comment>VALIDATION_UNKNOWN_ACCELERATOR</comment>
        <translation>未知的元件目錄加速器「%1」</translation>
    </message>
    <message>
        <source>unknown catalog fabric &apos;%1&apos;</source>
        <comment>VALIDATION_UNKNOWN_FABRIC</comment>
        <translation>未知的元件目錄互連「%1」</translation>
    </message>
    <message>
        <source>the cluster could not be drawn: %1</source>
        <comment>VALIDATION_CLUSTER_FAILED</comment>
        <translation>無法產生叢集：%1</translation>
    </message>
    <message>
        <source>%1 · recompute %2</source>
        <comment>VALIDATION_CONFIG</comment>
        <translation>%1 · 重新計算 %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <comment>CALIB_AT_LINE</comment>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>cannot tell which collective this is: the output names no *_perf binary; name the file after it (all_reduce_perf.txt)</source>
        <comment>CALIB_NCCL_NO_COLLECTIVE</comment>
        <translation>無法判斷這是哪種集體通訊：輸出中沒有 *_perf 程式名稱；請依其命名檔案（all_reduce_perf.txt）</translation>
    </message>
    <message>
        <source>a table row whose size, time or bandwidth is not a number</source>
        <comment>CALIB_NCCL_BAD_ROW</comment>
        <translation>表格列中的大小、時間或頻寬不是數字</translation>
    </message>
    <message>
        <source>no nccl-tests table found (a &apos;#  size ... time algbw busbw&apos; header followed by rows)</source>
        <comment>CALIB_NCCL_NO_TABLE</comment>
        <translation>找不到 nccl-tests 表格（應為「#  size ... time algbw busbw」表頭後接資料列）</translation>
    </message>
    <message>
        <source>cannot tell how many ranks ran: no device list, no nranks, and bus bandwidth equals algorithm bandwidth</source>
        <comment>CALIB_NCCL_NO_RANKS</comment>
        <translation>無法判斷執行的 rank 數：沒有裝置清單、沒有 nranks，且匯流排頻寬等於演算法頻寬</translation>
    </message>
    <message>
        <source>M, N and K must be whole numbers from 1 to %1 and TFLOP/s above 0 (input contract)</source>
        <comment>CALIB_GEMM_IMPLAUSIBLE</comment>
        <translation>M、N 與 K 必須是 1 到 %1 之間的整數，TFLOP/s 必須大於 0（輸入約定）</translation>
    </message>
    <message>
        <source>the sweep mixes data types; only the %1 rows are used (give each type its own file)</source>
        <comment>CALIB_GEMM_MIXED_TYPES</comment>
        <translation>掃描混合了多種資料類型；只使用 %1 的資料列（請為每種類型各提供一個檔案）</translation>
    </message>
    <message>
        <source>more than %1 shapes; the rest are ignored (input contract)</source>
        <comment>CALIB_GEMM_TOO_MANY</comment>
        <translation>超過 %1 個形狀；其餘的將被忽略（輸入約定）</translation>
    </message>
    <message>
        <source>a mamf-finder line whose median or MxNxK shape is not readable</source>
        <comment>CALIB_MAMF_BAD_LINE</comment>
        <translation>mamf-finder 行中的中位數或 MxNxK 形狀無法讀取</translation>
    </message>
    <message>
        <source>no mamf-finder shape line could be read</source>
        <comment>CALIB_MAMF_NO_LINE</comment>
        <translation>無法讀取任何 mamf-finder 形狀行</translation>
    </message>
    <message>
        <source>the header must name the columns m, n, k and tflops (and dtype unless one type is given)</source>
        <comment>CALIB_GEMM_BAD_HEADER</comment>
        <translation>表頭必須包含 m、n、k 與 tflops 欄（未指定單一類型時還需 dtype 欄）</translation>
    </message>
    <message>
        <source>a row whose m, n, k or tflops is not a number</source>
        <comment>CALIB_GEMM_BAD_ROW</comment>
        <translation>資料列中的 m、n、k 或 tflops 不是數字</translation>
    </message>
    <message>
        <source>unknown dtype &apos;%1&apos; (bf16, fp16, fp8 or fp32)</source>
        <comment>CALIB_UNKNOWN_DTYPE</comment>
        <translation>未知的 dtype「%1」（bf16、fp16、fp8 或 fp32）</translation>
    </message>
    <message>
        <source>no GEMM sample found (a CSV with m, n, k, dtype and tflops columns, or mamf-finder.py output)</source>
        <comment>CALIB_GEMM_NO_SAMPLE</comment>
        <translation>找不到 GEMM 樣本（應為含有 m、n、k、dtype 與 tflops 欄的 CSV，或 mamf-finder.py 的輸出）</translation>
    </message>
    <message>
        <source>the data type is not given: add a dtype column, or name it (--gemm-dtype bf16)</source>
        <comment>CALIB_GEMM_NO_DTYPE</comment>
        <translation>未指定資料類型：請新增 dtype 欄，或指定類型（--gemm-dtype bf16）</translation>
    </message>
    <message>
        <source>the sequence length must be a whole number from 1 to %1, the head dimension from 1 to %2 and TFLOP/s above 0 and at most %3 (input contract)</source>
        <comment>CALIB_ATTN_IMPLAUSIBLE</comment>
        <translation>序列長度必須是 1 到 %1 之間的整數，頭維度必須是 1 到 %2 之間的整數，TFLOP/s 必須大於 0 且不超過 %3（輸入約定）</translation>
    </message>
    <message>
        <source>more than %1 rows; the rest are ignored (input contract)</source>
        <comment>CALIB_ATTN_TOO_MANY</comment>
        <translation>超過 %1 列；其餘的將被忽略（輸入約定）</translation>
    </message>
    <message>
        <source>a benchmark header without readable causal, headdim and seqlen</source>
        <comment>CALIB_ATTN_BAD_HEADER</comment>
        <translation>基準測試表頭中的 causal、headdim 與 seqlen 無法讀取</translation>
    </message>
    <message>
        <source>a method line whose fwd + bwd TFLOP/s is not a number</source>
        <comment>CALIB_ATTN_BAD_METHOD_LINE</comment>
        <translation>方法行中的 fwd + bwd TFLOP/s 不是數字</translation>
    </message>
    <message>
        <source>the header must name the columns seqlen, headdim, causal and tflops (forward + backward)</source>
        <comment>CALIB_ATTN_CSV_HEADER</comment>
        <translation>表頭必須包含 seqlen、headdim、causal 與 tflops 欄（前向 + 反向）</translation>
    </message>
    <message>
        <source>a row whose seqlen, headdim, causal, tflops or mode is not readable</source>
        <comment>CALIB_ATTN_BAD_ROW</comment>
        <translation>資料列中的 seqlen、headdim、causal、tflops 或 mode 無法讀取</translation>
    </message>
    <message>
        <source>forward-only and backward-only rows are not used (the step model needs forward + backward)</source>
        <comment>CALIB_ATTN_ONE_DIRECTION</comment>
        <translation>不使用僅前向或僅反向的資料列（每步時間模型需要前向 + 反向）</translation>
    </message>
    <message>
        <source>no FlashAttention benchmark line could be read</source>
        <comment>CALIB_ATTN_NO_LINE</comment>
        <translation>無法讀取任何 FlashAttention 基準測試行</translation>
    </message>
    <message>
        <source>no attention sample found (a CSV with seqlen, headdim, causal and tflops columns, or benchmark_flash_attention.py output)</source>
        <comment>CALIB_ATTN_NO_SAMPLE</comment>
        <translation>找不到注意力樣本（應為含有 seqlen、headdim、causal 與 tflops 欄的 CSV，或 benchmark_flash_attention.py 的輸出）</translation>
    </message>
    <message>
        <source>must be an object with a version</source>
        <comment>CALIB_NOT_OBJECT</comment>
        <translation>必須是含有 version 的物件</translation>
    </message>
    <message>
        <source>is %1, newer than this version of ClusterCanvas reads (%2); update ClusterCanvas or calibrate again</source>
        <comment>CALIB_NEWER_VERSION</comment>
        <translation>為 %1，比本版 ClusterCanvas 能讀取的版本（%2）更新；請更新 ClusterCanvas 或重新校正</translation>
    </message>
    <message>
        <source>must be a list of at most %1 fitted tiers</source>
        <comment>CALIB_TIERS_NOT_LIST</comment>
        <translation>必須是最多 %1 個已擬合層級的清單</translation>
    </message>
    <message>
        <source>must be a fraction of the dense peak, at most 1</source>
        <comment>CALIB_GEMM_OVER_PEAK</comment>
        <translation>必須是密集峰值算力的比例，最大為 1</translation>
    </message>
    <message>
        <source>must be a fraction of the dense BF16 peak, at most 1</source>
        <comment>CALIB_ATTN_OVER_PEAK</comment>
        <translation>必須是 BF16 密集峰值算力的比例，最大為 1</translation>
    </message>
    <message>
        <source>must be between 0.01 and 100 (measured / modelled step time)</source>
        <comment>CALIB_STEP_FACTOR_RANGE</comment>
        <translation>必須介於 0.01 與 100 之間（實測 / 模型每步時間）</translation>
    </message>
    <message>
        <source>the latency and bandwidth could not be fitted (fewer than two sizes, or times that do not grow with size)</source>
        <comment>CALIB_LINK_NOT_FITTED</comment>
        <translation>無法擬合延遲與頻寬（少於兩種訊息大小，或時間不隨大小增加）</translation>
    </message>
    <message>
        <source>the GEMM ceiling could not be fitted: every shape is memory-bound on %1, or the GPU has no %2 rate</source>
        <comment>CALIB_GEMM_NOT_FITTED</comment>
        <translation>無法擬合 GEMM 上限：在 %1 上每個形狀都受記憶體頻寬限制，或此 GPU 沒有 %2 算力</translation>
    </message>
    <message>
        <source>the attention efficiency could not be fitted: no causal shape (the step model&apos;s attention is causal)</source>
        <comment>CALIB_ATTN_NO_CAUSAL</comment>
        <translation>無法擬合注意力效率：沒有因果（causal）形狀（每步時間模型的注意力為因果注意力）</translation>
    </message>
    <message>
        <source>the attention efficiency could not be fitted: the rates are above the dense BF16 peak of %1 in the benchmark&apos;s FLOP convention</source>
        <comment>CALIB_ATTN_OVER_GPU_PEAK</comment>
        <translation>無法擬合注意力效率：依此基準測試的 FLOP 計算方式，速率高於 %1 的 BF16 密集峰值算力</translation>
    </message>
    <message>
        <source>the design has no GPU server group to calibrate</source>
        <comment>CALIB_NO_GPUS</comment>
        <translation>設計中沒有可校正的 GPU 伺服器群組</translation>
    </message>
    <message>
        <source>a measured step time needs a workload the design can run (the design&apos;s first workload)</source>
        <comment>CALIB_STEP_NO_WORKLOAD</comment>
        <translation>實測每步時間需要設計能執行的工作負載（設計的第一個工作負載）</translation>
    </message>
    <message>
        <source>the measured step time is more than 100 times off the model&apos;s; is it the design&apos;s first workload?</source>
        <comment>CALIB_STEP_FAR_OFF</comment>
        <translation>實測每步時間與模型結果相差超過 100 倍；它是設計的第一個工作負載嗎？</translation>
    </message>
    <message>
        <source>The calibration was measured on %1, not on this design&apos;s GPU; the figures use the catalog.</source>
        <comment>CALIBRATION_OTHER_GPU</comment>
        <translation>校正資料是在 %1 上量測的，而不是本設計的 GPU；各項數值使用元件目錄資料。</translation>
    </message>
    <message>
        <source>Calibrate again with measurements of this GPU (Tools &gt; Calibrate).</source>
        <comment>CALIBRATION_OTHER_GPU_FIX</comment>
        <translation>請以此 GPU 的實測資料重新校正（工具 &gt; 校正）。</translation>
    </message>
    <message>
        <source>The GEMM sweep was measured in %1, not in the job&apos;s precision; the GEMM rate uses the catalog.</source>
        <comment>CALIBRATION_OTHER_DTYPE</comment>
        <translation>GEMM 掃描是以 %1 量測的，而不是作業的精度；GEMM 速率使用元件目錄資料。</translation>
    </message>
    <message>
        <source>Measure a GEMM sweep in the job&apos;s precision.</source>
        <comment>CALIBRATION_OTHER_DTYPE_FIX</comment>
        <translation>請以作業的精度量測一次 GEMM 掃描。</translation>
    </message>
    <message>
        <source>Parallelism search: %1 on %2 GPUs</source>
        <comment>RPT_SEARCH_TITLE</comment>
        <translation>平行配置搜尋：%1，%2 個 GPU</translation>
    </message>
    <message>
        <source>evaluated %1 configurations in %2 ms (%3 M/s); %4 checked against memory, %5 did not fit</source>
        <comment>RPT_SEARCH_EVALUATED</comment>
        <translation>在 %2 ms 內評估了 %1 種配置（%3 M/s）；其中 %4 種檢查了記憶體，%5 種放不下</translation>
    </message>
    <message>
        <source>no configuration fits</source>
        <comment>RPT_SEARCH_NONE</comment>
        <translation>沒有能放下的配置</translation>
    </message>
    <message>
        <source>  #   tp  pp    dp  cp  ep  mb     m   v  recompute  zero     step  time to train  MFU    memory/GPU</source>
        <comment>RPT_SEARCH_HEADER</comment>
        <translation>  #   tp  pp    dp  cp  ep  mb     m   v  重新計算   ZeRO 每步時間       訓練時間    MFU   記憶體/GPU</translation>
    </message>
    <message>
        <source>the design has no GPUs to search on</source>
        <comment>SEARCH_NO_GPUS</comment>
        <translation>設計中沒有可供搜尋的 GPU</translation>
    </message>
    <message>
        <source>asks for %1 GPUs, but the largest server group has %2</source>
        <comment>SEARCH_TOO_MANY_GPUS</comment>
        <translation>需要 %1 個 GPU，但最大的伺服器群組只有 %2 個</translation>
    </message>
    <message>
        <source>job: %1, %2, %3 tokens</source>
        <comment>RPT_PLAN_JOB</comment>
        <translation>任務：%1，%2，%3 個 token</translation>
    </message>
    <message>
        <source>job: %1, %2, %3 tokens (dataset %4 tokens × %5 epochs)</source>
        <comment>RPT_PLAN_JOB_EPOCHS</comment>
        <translation>任務：%1，%2，%3 個 token（資料集 %4 個 token × %5 輪）</translation>
    </message>
    <message>
        <source>pre-training</source>
        <comment>RPT_PLAN_METHOD_PRETRAIN</comment>
        <translation>預訓練</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <comment>RPT_PLAN_METHOD_FULL</comment>
        <translation>全參數微調</translation>
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
        <translation>已評估 %1 個設計（%2 種配置），耗時 %3 秒；搜尋空間共 %4 個設計</translation>
    </message>
    <message>
        <source>meets</source>
        <comment>RPT_PLAN_COL_OK</comment>
        <translation>達標</translation>
    </message>
    <message>
        <source>design</source>
        <comment>RPT_PLAN_COL_DESIGN</comment>
        <translation>設計</translation>
    </message>
    <message>
        <source>layout</source>
        <comment>RPT_PLAN_COL_LAYOUT</comment>
        <translation>平行配置</translation>
    </message>
    <message>
        <source>wall time</source>
        <comment>RPT_PLAN_COL_WALL</comment>
        <translation>實際耗時</translation>
    </message>
    <message>
        <source>total cost</source>
        <comment>RPT_PLAN_COL_COST</comment>
        <translation>總成本</translation>
    </message>
    <message>
        <source>IT power</source>
        <comment>RPT_PLAN_COL_IT</comment>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>bottleneck</source>
        <comment>RPT_PLAN_COL_BOTTLENECK</comment>
        <translation>瓶頸</translation>
    </message>
    <message>
        <source>oom</source>
        <comment>RPT_PLAN_OOM</comment>
        <translation>GPU 記憶體不足</translation>
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
        <translation>%1：無</translation>
    </message>
    <message>
        <source>%1: %2; %3, %4, %5</source>
        <comment>RPT_PLAN_PICK</comment>
        <translation>%1：%2；%3，%4，%5</translation>
    </message>
    <message>
        <source>  limited by: %1</source>
        <comment>RPT_PLAN_LIMITED_BY</comment>
        <translation>  受限於：%1</translation>
    </message>
    <message>
        <source>  to do better: %1</source>
        <comment>RPT_PLAN_TO_DO_BETTER</comment>
        <translation>  如何改進：%1</translation>
    </message>
    <message>
        <source>no network (one server)</source>
        <comment>PLAN_FABRIC_STANDALONE</comment>
        <translation>無網路（單台伺服器）</translation>
    </message>
    <message>
        <source>%1 fat-tree %2</source>
        <comment>PLAN_FABRIC_FAT_TREE</comment>
        <translation>%1 胖樹 %2</translation>
    </message>
    <message>
        <source>%1 rail-optimised %2</source>
        <comment>PLAN_FABRIC_RAIL</comment>
        <translation>%1 軌道最佳化 %2</translation>
    </message>
    <message>
        <source>NVL72 racks, %1 %2</source>
        <comment>PLAN_FABRIC_NVL72</comment>
        <translation>NVL72 機櫃，%1 %2</translation>
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
        <translation>未配置機櫃</translation>
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
        <translation>校準值</translation>
    </message>
    <message>
        <source>catalog</source>
        <comment>CMP_FROM_CATALOG</comment>
        <translation>元件目錄</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <comment>CMP_TOKENS_PER_S</comment>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <source>no cloud price</source>
        <comment>CMP_NO_CLOUD_PRICE</comment>
        <translation>無雲端價格</translation>
    </message>
    <message>
        <source>[%1] %2: %3</source>
        <comment>RPT_FINDING</comment>
        <translation>[%1] %3（%2）</translation>
    </message>
    <message>
        <source>error</source>
        <comment>RPT_SEVERITY_ERROR</comment>
        <translation>錯誤</translation>
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
        <translation>對分頻寬</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth</source>
        <comment>Q:allreduceBusBandwidth</comment>
        <translation>All-Reduce 匯流排頻寬</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <comment>Q:oversubscription</comment>
        <translation>超額訂閱比</translation>
    </message>
    <message>
        <source>IT power</source>
        <comment>Q:itPower</comment>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>Facility power</source>
        <comment>Q:facilityPower</comment>
        <translation>設施總功率</translation>
    </message>
    <message>
        <source>Server power</source>
        <comment>Q:serverPower</comment>
        <translation>單台伺服器功率</translation>
    </message>
    <message>
        <source>Rack power</source>
        <comment>Q:rackPower</comment>
        <translation>機櫃功率</translation>
    </message>
    <message>
        <source>Rack cooling</source>
        <comment>Q:rackCooling</comment>
        <translation>機櫃散熱方式</translation>
    </message>
    <message>
        <source>Heat load</source>
        <comment>Q:heatBtuPerH</comment>
        <translation>熱負載</translation>
    </message>
    <message>
        <source>Airflow</source>
        <comment>Q:airflowCfm</comment>
        <translation>風量</translation>
    </message>
    <message>
        <source>CDUs needed</source>
        <comment>Q:cdusNeeded</comment>
        <translation>所需 CDU 數量</translation>
    </message>
    <message>
        <source>Capex</source>
        <comment>Q:capexUsd</comment>
        <translation>資本支出</translation>
    </message>
    <message>
        <source>Total cost of ownership (buy)</source>
        <comment>Q:tco.buyUsd</comment>
        <translation>總持有成本（購買）</translation>
    </message>
    <message>
        <source>Total cost of renting</source>
        <comment>Q:tco.rentUsd</comment>
        <translation>租用總成本</translation>
    </message>
    <message>
        <source>Buy-versus-rent break-even</source>
        <comment>Q:tco.breakEvenYears</comment>
        <translation>購買與租用的損益平衡</translation>
    </message>
    <message>
        <source>CPU cores per GPU</source>
        <comment>Q:cpuCoresPerGpu</comment>
        <translation>每 GPU 的 CPU 核心數</translation>
    </message>
    <message>
        <source>Host RAM to GPU memory</source>
        <comment>Q:ramToGpuMemory</comment>
        <translation>主機記憶體與 GPU 記憶體之比</translation>
    </message>
    <message>
        <source>NICs per GPU</source>
        <comment>Q:nicsPerGpu</comment>
        <translation>每 GPU 的網卡數</translation>
    </message>
    <message>
        <source>Storage read bandwidth per GPU</source>
        <comment>Q:storageReadBytesPerSPerGpu</comment>
        <translation>每 GPU 的儲存讀取頻寬</translation>
    </message>
    <message>
        <source>Parameters</source>
        <comment>Q:memory.params</comment>
        <translation>參數量</translation>
    </message>
    <message>
        <source>Active parameters per token</source>
        <comment>Q:memory.activeParams</comment>
        <translation>每 token 啟用參數量</translation>
    </message>
    <message>
        <source>Weights per GPU</source>
        <comment>Q:memory.perGpuBytes.weights</comment>
        <translation>每 GPU 權重</translation>
    </message>
    <message>
        <source>Gradients per GPU</source>
        <comment>Q:memory.perGpuBytes.gradients</comment>
        <translation>每 GPU 梯度</translation>
    </message>
    <message>
        <source>Optimizer states per GPU</source>
        <comment>Q:memory.perGpuBytes.optimizer</comment>
        <translation>每 GPU 最佳化器狀態</translation>
    </message>
    <message>
        <source>Activations per GPU</source>
        <comment>Q:memory.perGpuBytes.activations</comment>
        <translation>每 GPU 激活值</translation>
    </message>
    <message>
        <source>Other GPU memory</source>
        <comment>Q:memory.perGpuBytes.other</comment>
        <translation>其他 GPU 記憶體佔用</translation>
    </message>
    <message>
        <source>Fits in GPU memory</source>
        <comment>Q:memory.fits</comment>
        <translation>GPU 記憶體是否放得下</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits</source>
        <comment>Q:memory.maxMicroBatch</comment>
        <translation>可容納的最大微批次</translation>
    </message>
    <message>
        <source>Host memory per server</source>
        <comment>Q:memory.hostBytesPerNode</comment>
        <translation>每台伺服器主機記憶體</translation>
    </message>
    <message>
        <source>Step time</source>
        <comment>Q:performance.stepTimeS</comment>
        <translation>每步時間</translation>
    </message>
    <message>
        <source>Step: compute</source>
        <comment>Q:performance.breakdownS.compute</comment>
        <translation>每步：計算</translation>
    </message>
    <message>
        <source>Step: attention</source>
        <comment>Q:performance.breakdownS.attention</comment>
        <translation>每步：注意力</translation>
    </message>
    <message>
        <source>Step: tensor-parallel communication</source>
        <comment>Q:performance.breakdownS.tpComm</comment>
        <translation>每步：張量平行通訊</translation>
    </message>
    <message>
        <source>Step: pipeline bubble</source>
        <comment>Q:performance.breakdownS.ppBubble</comment>
        <translation>每步：管線氣泡</translation>
    </message>
    <message>
        <source>Step: exposed data-parallel communication</source>
        <comment>Q:performance.breakdownS.dpCommExposed</comment>
        <translation>每步：未隱藏的資料平行通訊</translation>
    </message>
    <message>
        <source>Step: expert all-to-all</source>
        <comment>Q:performance.breakdownS.epComm</comment>
        <translation>每步：專家 All-to-All</translation>
    </message>
    <message>
        <source>Step: context-parallel communication</source>
        <comment>Q:performance.breakdownS.cpComm</comment>
        <translation>每步：上下文平行通訊</translation>
    </message>
    <message>
        <source>Step: exposed context-parallel exchange</source>
        <comment>Q:performance.breakdownS.cpExposed</comment>
        <translation>每步：未隱藏的上下文平行交換</translation>
    </message>
    <message>
        <source>Step: FSDP/ZeRO-3 communication</source>
        <comment>Q:performance.breakdownS.fsdpComm</comment>
        <translation>每步：FSDP/ZeRO-3 通訊</translation>
    </message>
    <message>
        <source>Step: MoE token dispatch</source>
        <comment>Q:performance.breakdownS.moeDispatch</comment>
        <translation>每步：MoE token 分派</translation>
    </message>
    <message>
        <source>Step: FP8 overhead</source>
        <comment>Q:performance.breakdownS.fp8Overhead</comment>
        <translation>每步：FP8 額外開銷</translation>
    </message>
    <message>
        <source>Step: optimizer</source>
        <comment>Q:performance.breakdownS.optimizer</comment>
        <translation>每步：最佳化器</translation>
    </message>
    <message>
        <source>Overlap contention</source>
        <comment>Q:performance.overlapContention</comment>
        <translation>重疊爭用</translation>
    </message>
    <message>
        <source>MoE load imbalance</source>
        <comment>Q:performance.moeImbalance</comment>
        <translation>MoE 負載不均</translation>
    </message>
    <message>
        <source>MoE token dispatcher</source>
        <comment>Q:performance.moeDispatcher</comment>
        <translation>MoE token 分派器</translation>
    </message>
    <message>
        <source>Expert tensor-parallel communication</source>
        <comment>Q:performance.expertTpComm</comment>
        <translation>專家張量平行通訊</translation>
    </message>
    <message>
        <source>Share of the group on the scale-up mesh</source>
        <comment>Q:performance.meshGroupShare</comment>
        <translation>位於 Scale-up 網域內的群組比例</translation>
    </message>
    <message>
        <source>Activation offload</source>
        <comment>Q:performance.activationOffload</comment>
        <translation>激活值卸載</translation>
    </message>
    <message>
        <source>Recomputed GEMM share</source>
        <comment>Q:performance.recomputeGemmShare</comment>
        <translation>重算的 GEMM 比例</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <comment>Q:performance.loraAdapters</comment>
        <translation>LoRA 適配器</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <comment>Q:performance.bottleneck</comment>
        <translation>瓶頸</translation>
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
        <translation>每 GPU 硬體 TFLOPS</translation>
    </message>
    <message>
        <source>MFU (model FLOPs utilisation)</source>
        <comment>Q:performance.mfu</comment>
        <translation>模型算力使用率（MFU）</translation>
    </message>
    <message>
        <source>HFU (hardware FLOPs utilisation)</source>
        <comment>Q:performance.hfu</comment>
        <translation>硬體算力使用率（HFU）</translation>
    </message>
    <message>
        <source>Time to train</source>
        <comment>Q:performance.timeToTrainS</comment>
        <translation>訓練所需時間</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <comment>Q:performance.gpuHours</comment>
        <translation>GPU 小時</translation>
    </message>
    <message>
        <source>Checkpoint size</source>
        <comment>Q:storage.checkpointBytes</comment>
        <translation>檢查點大小</translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <comment>Q:storage.checkpointWriteS</comment>
        <translation>檢查點寫入時間</translation>
    </message>
    <message>
        <source>Checkpoint restore time</source>
        <comment>Q:storage.checkpointRestoreS</comment>
        <translation>檢查點還原時間</translation>
    </message>
    <message>
        <source>Training-data read needed</source>
        <comment>Q:storage.dataReadBpsNeeded</comment>
        <translation>所需訓練資料讀取頻寬</translation>
    </message>
    <message>
        <source>Training-data read available</source>
        <comment>Q:storage.dataReadBpsAvailable</comment>
        <translation>可用訓練資料讀取頻寬</translation>
    </message>
    <message>
        <source>Job mean time between failures</source>
        <comment>Q:reliability.jobMtbfS</comment>
        <translation>作業平均無故障時間</translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <comment>Q:reliability.checkpointIntervalS</comment>
        <translation>檢查點間隔</translation>
    </message>
    <message>
        <source>Goodput</source>
        <comment>Q:reliability.goodput</comment>
        <translation>有效訓練率</translation>
    </message>
    <message>
        <source>Energy of the run</source>
        <comment>Q:run.energyKwh</comment>
        <translation>整次訓練能耗</translation>
    </message>
    <message>
        <source>CO₂ of the run</source>
        <comment>Q:run.co2Kg</comment>
        <translation>整次訓練 CO₂ 排放</translation>
    </message>
    <message>
        <source>Run cost (owned cluster)</source>
        <comment>Q:run.costBuyUsd</comment>
        <translation>訓練成本（自有叢集）</translation>
    </message>
    <message>
        <source>Run cost (rented)</source>
        <comment>Q:run.costRentUsd</comment>
        <translation>訓練成本（租用）</translation>
    </message>
    <message>
        <source>Buy-versus-rent break-even utilisation</source>
        <comment>Q:run.breakEvenUtilisation</comment>
        <translation>購買與租用的損益平衡使用率</translation>
    </message>
    <message>
        <source>missing; give the id of a %1 from the catalog</source>
        <comment>GEN_PART_MISSING</comment>
        <translation>缺少；請提供元件目錄中某個%1的 ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog</source>
        <comment>GEN_PART_UNKNOWN</comment>
        <translation>「%1」不在元件目錄中</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a %2, not a %3</source>
        <comment>GEN_PART_WRONG_KIND</comment>
        <translation>「%1」是%2，不是%3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no compute NIC to connect to a network fabric</source>
        <comment>GEN_SERVER_NO_NIC</comment>
        <translation>「%1」沒有可連接網路的運算網路卡</translation>
    </message>
    <message>
        <source>&apos;%1&apos; speaks %2, which the compute NICs of &apos;%3&apos; do not</source>
        <comment>GEN_SWITCH_PROTOCOL</comment>
        <translation>「%1」使用 %2，而「%3」的運算網路卡不支援</translation>
    </message>
    <message>
        <source>the catalog has no switch for the compute NICs of &apos;%1&apos;</source>
        <comment>GEN_NO_SWITCH</comment>
        <translation>元件目錄中沒有適用「%1」運算網路卡的交換器</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a drive, not a networked storage appliance</source>
        <comment>GEN_STORAGE_IS_DRIVE</comment>
        <translation>「%1」是硬碟，不是網路儲存設備</translation>
    </message>
    <message>
        <source>standalone servers have no network; leave it out or choose fat-tree</source>
        <comment>GEN_STANDALONE_SWITCH</comment>
        <translation>獨立伺服器沒有網路；請留空，或選擇 fat-tree</translation>
    </message>
    <message>
        <source>standalone servers have no network to reach shared storage</source>
        <comment>GEN_STANDALONE_STORAGE</comment>
        <translation>獨立伺服器沒有網路，無法連接共用儲存</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a generator; choose one of %2</source>
        <comment>GEN_UNKNOWN_TEMPLATE</comment>
        <translation>「%1」不是產生器；請從 %2 中選擇</translation>
    </message>
    <message>
        <source>must be at least 1, got %1</source>
        <comment>GEN_AT_LEAST_ONE</comment>
        <translation>至少為 1，實際為 %1</translation>
    </message>
    <message>
        <source>%1 servers; a group %2</source>
        <comment>GEN_TOO_MANY_SERVERS</comment>
        <translation>%1 台伺服器；一個群組%2</translation>
    </message>
    <message>
        <source>at least %1 appliances; a group %2</source>
        <comment>GEN_TOO_MANY_APPLIANCES</comment>
        <translation>至少 %1 台儲存設備；一個群組%2</translation>
    </message>
    <message>
        <source>must be a finite ratio &gt;= 1 (leaf down:up), got %1</source>
        <comment>GEN_BAD_OVERSUBSCRIPTION</comment>
        <translation>應為不小於 1 的有限比值（葉交換器下行:上行），實際為 %1</translation>
    </message>
    <message>
        <source>must be at least 1 server per scalable unit, got %1</source>
        <comment>GEN_UNIT_AT_LEAST_ONE</comment>
        <translation>每個可擴充單元至少 1 台伺服器，實際為 %1</translation>
    </message>
    <message>
        <source>%1 servers; it %2</source>
        <comment>GEN_UNIT_TOO_LARGE</comment>
        <translation>%1 台伺服器；該值%2</translation>
    </message>
    <message>
        <source>%1 ports are too few for a leaf-spine fabric</source>
        <comment>GEN_RADIX_TOO_SMALL</comment>
        <translation>%1 個連接埠不足以建構葉-脊網路</translation>
    </message>
    <message>
        <source>%1 servers × %2 ports (%3 end ports) need more than three tiers of &apos;%4&apos; (%5 ports at %6; three tiers serve at most %7)</source>
        <comment>GEN_THREE_TIERS_TOO_FEW</comment>
        <translation>%1 台伺服器 × %2 個連接埠（%3 個終端連接埠）需要三層以上的「%4」（%5 個連接埠，每埠 %6；三層最多連接 %7 個）</translation>
    </message>
    <message>
        <source>%1; try --switch %2 (%3 ports)</source>
        <comment>GEN_TRY_BIGGER_SWITCH</comment>
        <translation>%1；可改用 --switch %2（%3 個連接埠）</translation>
    </message>
    <message>
        <source>%1; split the cluster or raise --oversubscription</source>
        <comment>GEN_SPLIT_THE_CLUSTER</comment>
        <translation>%1；請拆分叢集，或提高 --oversubscription</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 GPUs; nvl72 needs a %3-GPU rack-scale system</source>
        <comment>GEN_NVL72_NEEDS_RACK</comment>
        <translation>「%1」有 %2 張 GPU；nvl72 需要 %3 GPU 的機櫃級系統</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 GPUs; nvl72 needs a %3-GPU rack-scale system such as &apos;%4&apos;</source>
        <comment>GEN_NVL72_NEEDS_RACK_SUCH_AS</comment>
        <translation>「%1」有 %2 張 GPU；nvl72 需要 %3 GPU 的機櫃級系統，例如「%4」</translation>
    </message>
    <message>
        <source>%1 servers in %2 units need %3 leaves, more than one spine layer of %4-port switches can reach (%4); use --template superpod, which adds a core tier</source>
        <comment>GEN_RAIL_NEEDS_CORE</comment>
        <translation>%2 個單元中的 %1 台伺服器需要 %3 台葉交換器，超過單層脊交換器（%4 埠）所能連接的數量（%4）；請使用 --template superpod，它會增加核心層</translation>
    </message>
    <message>
        <source>a torus has no switches; leave it out or choose a switched --template</source>
        <comment>GEN_TORUS_SWITCH</comment>
        <translation>環面網路沒有交換器；請留空，或選擇含交換器的 --template</translation>
    </message>
    <message>
        <source>a torus has no switches to attach storage to; choose a switched --template</source>
        <comment>GEN_TORUS_STORAGE</comment>
        <translation>環面網路沒有交換器可連接儲存；請選擇含交換器的 --template</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: give 2 or 3 dimensions</source>
        <comment>GEN_TORUS_DIMS_COUNT</comment>
        <translation>「%1」：請提供 2 或 3 個維度</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: every dimension must be at least 1</source>
        <comment>GEN_TORUS_DIM_ZERO</comment>
        <translation>「%1」：每個維度至少為 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; makes %2 servers, but --nodes is %3</source>
        <comment>GEN_TORUS_DIMS_NODES</comment>
        <translation>「%1」共 %2 台伺服器，但 --nodes 為 %3</translation>
    </message>
    <message>
        <source>a %1 torus needs %2 links per server, but &apos;%3&apos; has %4 compute NIC ports</source>
        <comment>GEN_TORUS_PORTS</comment>
        <translation>%1 環面網路每台伺服器需要 %2 條鏈路，但「%3」只有 %4 個運算網路卡連接埠</translation>
    </message>
    <message>
        <source>2 forward + 2 backward (2 more with full recompute) ring all-reduces of b·s·h·2 bytes per layer over t ranks on %1; overlap backward: the backward ones under the weight-gradient GEMMs; full: the forward ones under the forward GEMMs too; the hidden part pays the overlap contention</source>
        <comment>EXPL_TP_COMM</comment>
        <translation>每層 2 次前向 + 2 次反向（完整重新計算時再加 2 次）環狀 All-Reduce，每次 b·s·h·2 位元組，在 %1 上跨 t 個 rank；反向重疊：反向的隱藏在權重梯度 GEMM 下；完全重疊：前向的也隱藏在前向 GEMM 下；隱藏部分計入重疊爭用</translation>
    </message>
    <message>
        <source>every collective hidden under compute (ZeRO/DDP gradient reduction under the backward pass, ZeRO-1/2 weight gather under the forward pass, FSDP per-layer gathers, overlapped TP collectives, the ring-CP K/V exchange, the MoE all-to-all with dispatch overlap) slows the compute it overlaps by %1: extra = hidden time × s/(1 + s) = hidden × %2 (in dpCommExposed, fsdpComm, tpComm, cpComm and epComm)</source>
        <comment>EXPL_OVERLAP_CONTENTION</comment>
        <translation>每個被運算隱藏的集合通訊（反向時的 ZeRO/DDP 梯度歸約、前向時的 ZeRO-1/2 權重收集、FSDP 逐層收集、重疊的張量平行集合通訊、環狀 CP 的 K/V 交換、啟用分派重疊的 MoE All-to-All）都會使其重疊的運算減速 %1：額外時間 = 隱藏時間 × s/(1 + s) = 隱藏時間 × %2（計入 dpCommExposed、fsdpComm、tpComm、cpComm 與 epComm）</translation>
    </message>
    <message>
        <source>ring: 3·(cp−1) K/V chunks of b·(s/cp)·2·kvDim·2/t bytes per layer; exposed = max(0, transfer − the chunk&apos;s attention time) + the overlap contention on the hidden part; equals cpComm</source>
        <comment>EXPL_CP_RING</comment>
        <translation>環狀：每層 3·(cp−1) 個 b·(s/cp)·2·kvDim·2/t 位元組的 K/V 區塊；暴露時間 = max(0, 傳輸 − 該區塊的注意力時間) + 隱藏部分的重疊爭用；等於 cpComm</translation>
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
        <translation>%1 × %2 胖樹叢集</translation>
    </message>
    <message>
        <source>Rail-optimized cluster of %1 × %2</source>
        <comment>GEN_NAME_RAIL_OPTIMIZED</comment>
        <translation>%1 × %2 軌道最佳化叢集</translation>
    </message>
    <message>
        <source>SuperPOD-style cluster of %1 × %2</source>
        <comment>GEN_NAME_SUPERPOD</comment>
        <translation>%1 × %2 SuperPOD 式叢集</translation>
    </message>
    <message>
        <source>%1 torus of %2</source>
        <comment>GEN_NAME_TORUS</comment>
        <translation>%2 組成的 %1 環面</translation>
    </message>
    <message>
        <source>NVL72 cluster of %1 × %2</source>
        <comment>GEN_NAME_NVL72</comment>
        <translation>%1 × %2 NVL72 叢集</translation>
    </message>
    <message>
        <source>Generated standalone design: %1 × %2 without a cluster network.</source>
        <comment>GEN_DESC_STANDALONE</comment>
        <translation>產生的獨立設計：%1 × %2，無叢集網路。</translation>
    </message>
    <message>
        <source>Generated %1-tier fat-tree, %2 end ports. %3</source>
        <comment>GEN_DESC_FAT_TREE</comment>
        <translation>產生的 %1 層胖樹，%2 個終端連接埠。%3</translation>
    </message>
    <message>
        <source>Generated %1-tier rail-optimized fabric: %2 scalable units of %3 servers, %4 rails, %5 leaf per rail per unit. %6</source>
        <comment>GEN_DESC_RAIL_OPTIMIZED</comment>
        <translation>產生的 %1 層軌道最佳化網路：%2 個可擴展單元，每單元 %3 台伺服器，%4 條軌道，每單元每條軌道 %5 台 Leaf。%6</translation>
    </message>
    <message>
        <source>Generated %1-D torus %2: %3 links per server to its neighbours (wrap-around), %4 cables, no switches.</source>
        <comment>GEN_DESC_TORUS</comment>
        <translation>產生的 %1 維環面 %2：每台伺服器 %3 條鏈路連到相鄰伺服器（首尾相接），共 %4 條線纜，無交換器。</translation>
    </message>
    <message>
        <source>%1 NVL72 racks (%2 GPUs in NVLink domains of %3). Scale-out: %4</source>
        <comment>GEN_DESC_NVL72</comment>
        <translation>%1 個 NVL72 機櫃（%2 個 GPU，每個 NVLink 網域 %3 個）。水平擴展：%4</translation>
    </message>
    <message>
        <source>%1, %2 ports at %3: one switch.</source>
        <comment>GEN_CLOS_ONE_SWITCH</comment>
        <translation>%1，%2 個連接埠，每埠 %3：單台交換器。</translation>
    </message>
    <message>
        <source>%1, %2 ports at %3: %4 leaves (%5 down / %6 up), %7 spines.</source>
        <comment>GEN_CLOS_TWO_TIERS</comment>
        <translation>%1，%2 個連接埠，每埠 %3：%4 台 Leaf（%5 下行 / %6 上行），%7 台 Spine。</translation>
    </message>
    <message>
        <source>%1, %2 ports at %3: %4 leaves (%5 down / %6 up), %7 spines in %8 pods of %9 leaves and %10 spines, %11 cores.</source>
        <comment>GEN_CLOS_THREE_TIERS</comment>
        <translation>%1，%2 個連接埠，每埠 %3：%4 台 Leaf（%5 下行 / %6 上行），%7 台 Spine，分為 %8 個 Pod，每個 Pod %9 台 Leaf 和 %10 台 Spine；%11 台 Core。</translation>
    </message>
    <message>
        <source>pp %1 × interleave %2 = %3 pipeline chunks exceed the %4 layers with the embedding and loss counted as layers (%5).</source>
        <comment>LAYERS_TOO_FEW_SLOTS</comment>
        <translation>pp %1 × 交錯 %2 = %3 個管線區塊，超過了 %4 層加上計為層的嵌入層和損失層（共 %5）。</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <comment>RACK_NAME_SERVERS</comment>
        <translation>%1 機櫃</translation>
    </message>
    <message>
        <source>%1 network racks</source>
        <comment>RACK_NAME_NETWORK</comment>
        <translation>%1 網路機櫃</translation>
    </message>
    <message>
        <source>%1 storage racks</source>
        <comment>RACK_NAME_STORAGE</comment>
        <translation>%1 儲存機櫃</translation>
    </message>
    <message>
        <source>%1 (partial)</source>
        <comment>RACK_NAME_PARTIAL</comment>
        <translation>%1（未滿）</translation>
    </message>
    <message>
        <source>FlashAttention: ½·2·b·s²·a·(d_qk + d_v)/t FLOPs (causal half executed; model FLOPs count the full non-causal 4·b·s²·h as Megatron-LM does) × 3.5 at %1 of BF16 peak × n/(n + %2) for the n = s/256 key/value blocks of a causal query tile and its fixed cost of %2 blocks (ring context parallelism: one causal diagonal and cp − 1 unmasked steps of n = 3·(s/cp)/512 each) × head-dim factor (0.67 at 64, 1 at ≥ 128), relative to 16K</source>
        <comment>EXPL_ATTENTION_FLASH</comment>
        <translation>FlashAttention：½·2·b·s²·a·(d_qk + d_v)/t FLOPs（因果注意力只執行一半；模型 FLOPs 與 Megatron-LM 相同，以完整非因果的 4·b·s²·h 計）× 3.5，以 BF16 峰值的 %1 × n/(n + %2)，n = s/256 為一個因果查詢 tile 的鍵/值區塊數，%2 為每個 tile 的固定開銷（區塊數）（環狀上下文平行：一個因果對角步與 cp − 1 個無遮罩步，每步 n = 3·(s/cp)/512）× 頭維度係數（64 時 0.67，≥ 128 時 1），相對於 16K</translation>
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
        <translation>互連</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>網路卡</translation>
    </message>
    <message>
        <source>Optic</source>
        <translation>光收發模組</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交換器</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>儲存設備</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <source>PSU</source>
        <translation>電源供應器</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>機櫃</translation>
    </message>
    <message>
        <source>CDU</source>
        <translation>CDU</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>%1 memory</source>
        <translation>%1 GPU 記憶體</translation>
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
        <translation>%1 核心，%2 條 PCIe 通道</translation>
    </message>
    <message>
        <source>%1 rated</source>
        <translation>額定 %1</translation>
    </message>
    <message>
        <source>switched</source>
        <translation>交換式</translation>
    </message>
    <message>
        <source>mesh, up to %1 GPUs</source>
        <translation>網狀互連，最多 %1 個 GPU</translation>
    </message>
    <message>
        <source>NVSwitch (all-to-all)</source>
        <translation>NVSwitch（全互連）</translation>
    </message>
    <message>
        <source>Direct mesh</source>
        <translation>直連網狀</translation>
    </message>
    <message>
        <source>PCIe only</source>
        <translation>僅 PCIe</translation>
    </message>
    <message>
        <source>NVLink bridge pairs</source>
        <translation>NVLink 橋接對</translation>
    </message>
    <message>
        <source>%1 is a networked storage system: place it on the cluster canvas, not inside a server.</source>
        <translation>%1 是網路儲存系統：請放在叢集畫布上，而非伺服器內部。</translation>
    </message>
    <message>
        <source>%1 is a %2: it goes on the cluster canvas, not inside a server.</source>
        <translation>%1 是%2：應放在叢集畫布上，而非伺服器內部。</translation>
    </message>
    <message>
        <source>%1 is a cable or optic: set it on a link between groups, not inside a server.</source>
        <translation>%1 是纜線或光收發模組：請在群組之間的鏈路上設定，而非放在伺服器內部。</translation>
    </message>
    <message>
        <source>%1 cannot go inside a server.</source>
        <translation>%1 無法放入伺服器。</translation>
    </message>
    <message>
        <source>Internal fabric set to %1 (%2 × %3).</source>
        <translation>內部互連已設為 %1（%2 × %3）。</translation>
    </message>
    <message>
        <source>%1: now %2.</source>
        <translation>%1：現為 %2。</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>已新增 %1。</translation>
    </message>
</context>
<context>
    <name>Proposal</name>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 頁，共 %2 頁</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>第 %1 頁</translation>
    </message>
    <message>
        <source>Kind of run</source>
        <translation>訓練類型</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>案例數</translation>
    </message>
    <message>
        <source>Mean |error|, all</source>
        <translation>平均 |誤差|（全部）</translation>
    </message>
    <message>
        <source>Signed, all</source>
        <translation>帶正負號平均（全部）</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>計入案例</translation>
    </message>
    <message>
        <source>Mean |error|</source>
        <translation>平均 |誤差|</translation>
    </message>
    <message>
        <source>Max |error|</source>
        <translation>最大 |誤差|</translation>
    </message>
    <message>
        <source>Target met</source>
        <translation>是否達標</translation>
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
        <translation>公開來源</translation>
    </message>
    <message>
        <source>1 case</source>
        <translation>1 個案例</translation>
    </message>
    <message>
        <source>%1 cases</source>
        <translation>%1 個案例</translation>
    </message>
    <message>
        <source>• %1 (%2; %3): %4</source>
        <translation>• %1（%2；%3）：%4</translation>
    </message>
    <message>
        <source>no validation case file was given</source>
        <translation>未提供驗證案例檔案</translation>
    </message>
    <message>
        <source>Appendix: accuracy of the training estimates</source>
        <translation>附錄：訓練估算的準確度</translation>
    </message>
    <message>
        <source>The validation cases could not be read (%1).</source>
        <translation>無法讀取驗證案例（%1）。</translation>
    </message>
    <message>
        <source>The step time, throughput and MFU in this proposal come from the ClusterCanvas step-time model, checked against %1 published training runs of 2024–2026, each analysed on its own system. Error: + means the model estimates a faster run than was measured. Target per kind of run: mean within 10 %, no case beyond 20 %, over the counted cases (&quot;all&quot;: every case the model analysed). %2 cases the model cannot match yet (%3 of them refused as layouts) are expected failures, each with its reason in Help ▸ Accuracy, and not counted.</source>
        <translation>本提案中的每步時間、吞吐量和 MFU 來自 ClusterCanvas 每步時間模型，該模型已對照 2024–2026 年公開發表的 %1 個訓練作業進行驗證，每個作業皆在其本身的系統上分析。誤差為正表示模型估算的速度比實測快。每類訓練的目標：在計入的案例中平均誤差不超過 10 %，且沒有任何案例超過 20 %（「全部」指模型分析過的所有案例）。模型目前尚無法吻合的 %2 個案例（其中 %3 個因平行配置不成立而遭拒絕）屬於預期失敗，原因見「說明 ▸ 準確度」，不列入統計。</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>錯誤</translation>
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
        <translation>嚴重程度</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清單</translation>
    </message>
    <message>
        <source>Indicative list prices in US dollars from the component catalog (see Assumptions and sources for each price&apos;s source and date); they are not quotes. Lines marked &quot;estimate&quot; use an estimated price or, for a server without a system price, the sum of its parts.</source>
        <translation>以美元計的參考牌價，來自元件目錄（各價格的來源與日期見「假設與來源」），並非報價。標示「估算」的項目使用估算價格；對於沒有整機價格的伺服器，則為其零組件價格的總和。</translation>
    </message>
    <message>
        <source>The design has nothing to buy yet.</source>
        <translation>此設計中尚無需要採購的項目。</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>數量</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>單價</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>(no price known)</source>
        <translation>（價格未知）</translation>
    </message>
    <message>
        <source>(estimate)</source>
        <translation>（估算）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不適用</translation>
    </message>
    <message>
        <source>Subtotal</source>
        <translation>小計</translation>
    </message>
    <message>
        <source>Capex total</source>
        <translation>資本支出合計</translation>
    </message>
    <message>
        <source>1 line has no known price and counts as $0 in the total.</source>
        <translation>有 1 項沒有已知價格，在合計中以 $0 計算。</translation>
    </message>
    <message>
        <source>%1 lines have no known price and count as $0 in the total.</source>
        <translation>有 %1 項沒有已知價格，在合計中以 $0 計算。</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>分析發現</translation>
    </message>
    <message>
        <source>The analysis found nothing to point out about the infrastructure.</source>
        <translation>分析未發現基礎設施方面需要指出的問題。</translation>
    </message>
    <message>
        <source>Infrastructure</source>
        <translation>基礎設施</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>訓練作業</translation>
    </message>
    <message>
        <source>The analysis found nothing to point out about the training job.</source>
        <translation>分析未發現訓練作業方面需要指出的問題。</translation>
    </message>
    <message>
        <source>custom model (%1 layers, hidden size %2)</source>
        <translation>自訂模型（%1 層，隱藏層維度 %2）</translation>
    </message>
    <message>
        <source>%1, %2 parameters</source>
        <translation>%1，%2 參數</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台伺服器</translation>
    </message>
    <message>
        <source>AI training cluster proposal</source>
        <translation>AI 訓練叢集提案書</translation>
    </message>
    <message>
        <source>Date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>關鍵指標</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>個 GPU</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>個機櫃</translation>
    </message>
    <message>
        <source>network switches</source>
        <translation>台網路交換器</translation>
    </message>
    <message>
        <source>IT power (typical × utilisation)</source>
        <translation>IT 功率（典型值 × 使用率）</translation>
    </message>
    <message>
        <source>facility power at PUE %1</source>
        <translation>PUE %1 下的設施總功率</translation>
    </message>
    <message>
        <source>capex, indicative list prices (%1 without a price)</source>
        <translation>資本支出，參考牌價（%1 無價格）</translation>
    </message>
    <message>
        <source>1 item</source>
        <translation>1 項</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 項</translation>
    </message>
    <message>
        <source>capex, indicative list prices</source>
        <translation>資本支出，參考牌價</translation>
    </message>
    <message>
        <source>No training job is set for this design.</source>
        <translation>此設計尚未設定訓練作業。</translation>
    </message>
    <message>
        <source>Training job: %1</source>
        <translation>訓練作業：%1</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU</source>
        <translation>每個 GPU %1 / %2</translation>
    </message>
    <message>
        <source>step time on %1</source>
        <translation>在 %1 上的每步時間</translation>
    </message>
    <message>
        <source>model FLOPs utilisation (MFU)</source>
        <translation>模型算力使用率（MFU）</translation>
    </message>
    <message>
        <source>time to train (%1 GPU-hours)</source>
        <translation>訓練所需時間（%1 GPU 小時）</translation>
    </message>
    <message>
        <source>The job&apos;s setup contradicts itself, so step time, MFU and time to train are not computed; the findings say why.</source>
        <translation>訓練作業的設定自相矛盾，因此未計算每步時間、MFU 與訓練時間；原因見分析發現。</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>拓撲</translation>
    </message>
    <message>
        <source>Each box is a group of identical systems with its replica count (×N). Each line is a bundle of links, labelled links per replica × speed · links in all; grey lines feed a non-blocking tier, orange and red ones an oversubscribed tier.</source>
        <translation>每個方框是一組相同的系統，並標示副本數（×N）。每條線是一束鏈路，標示為「每副本鏈路數 × 速率 · 鏈路總數」；灰線連接無阻塞層級，橘線與紅線連接超額訂閱的層級。</translation>
    </message>
    <message>
        <source>The design has no groups yet.</source>
        <translation>此設計中尚無任何群組。</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>群組</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型號</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本數</translation>
    </message>
    <message>
        <source>unknown template</source>
        <translation>未知範本</translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos;</source>
        <translation>未知型號「%1」</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>群組</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>網路</translation>
    </message>
    <message>
        <source>No switched network: the servers are standalone or wired directly to each other.</source>
        <translation>無交換網路：伺服器獨立運作或彼此直連。</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>層級</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交換器</translation>
    </message>
    <message>
        <source>Ports used / total</source>
        <translation>已用連接埠 / 總連接埠</translation>
    </message>
    <message>
        <source>Links down / up</source>
        <translation>下行 / 上行鏈路</translation>
    </message>
    <message>
        <source>Bandwidth down / up</source>
        <translation>下行 / 上行頻寬</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>超額訂閱比</translation>
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
        <translation>頂層</translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation>對分頻寬</translation>
    </message>
    <message>
        <source>%1 per direction across the worst halving cut</source>
        <translation>最差對半切分下每方向 %1</translation>
    </message>
    <message>
        <source>Injection bandwidth</source>
        <translation>注入頻寬</translation>
    </message>
    <message>
        <source>%1 per GPU, one direction</source>
        <translation>每個 GPU %1，單向</translation>
    </message>
    <message>
        <source>Scale-up (NVLink) domain</source>
        <translation>Scale-up（NVLink）網域</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth</source>
        <translation>All-Reduce 匯流排頻寬</translation>
    </message>
    <message>
        <source>%1 in a server, %2 across servers (limited by %3)</source>
        <translation>伺服器內 %1，跨伺服器 %2（受限於 %3）</translation>
    </message>
    <message>
        <source>All-to-all bandwidth</source>
        <translation>All-to-All 頻寬</translation>
    </message>
    <message>
        <source>%1 in a server, %2 across servers</source>
        <translation>伺服器內 %1，跨伺服器 %2</translation>
    </message>
    <message>
        <source>Cables and transceivers</source>
        <translation>纜線與光收發模組</translation>
    </message>
    <message>
        <source>%1 cables, %2 transceivers</source>
        <translation>%1 條纜線，%2 個光收發模組</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>供電與散熱</translation>
    </message>
    <message>
        <source>IT power (planning figure)</source>
        <translation>IT 功率（規劃值）</translation>
    </message>
    <message>
        <source>%1: typical %2 × utilisation %3</source>
        <translation>%1：典型值 %2 × 使用率 %3</translation>
    </message>
    <message>
        <source>IT power idle / maximum</source>
        <translation>IT 功率 閒置 / 最大</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>設施總功率</translation>
    </message>
    <message>
        <source>%1 at PUE %2</source>
        <translation>%1，PUE %2</translation>
    </message>
    <message>
        <source>Largest server / rack (maximum)</source>
        <translation>最大的伺服器 / 機櫃（最大值）</translation>
    </message>
    <message>
        <source>Heat at maximum power</source>
        <translation>最大功率下的散熱量</translation>
    </message>
    <message>
        <source>Airflow of the air-cooled part</source>
        <translation>氣冷部分的風量</translation>
    </message>
    <message>
        <source>%1 CFM at ΔT %2 °F</source>
        <translation>%1 CFM，ΔT %2 °F</translation>
    </message>
    <message>
        <source>Racks cooled by air / liquid</source>
        <translation>氣冷 / 液冷機櫃</translation>
    </message>
    <message>
        <source>Liquid cooling</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>%1 of heat into liquid, %2 CDU(s) (%3)</source>
        <translation>%1 熱量導入液冷，%2 台 CDU（%3）</translation>
    </message>
    <message>
        <source>Typical power: %1</source>
        <translation>典型功率：%1</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>CPU cores per GPU</source>
        <translation>每個 GPU 的 CPU 核心數</translation>
    </message>
    <message>
        <source>RAM ÷ GPU memory</source>
        <translation>記憶體 ÷ GPU 記憶體</translation>
    </message>
    <message>
        <source>NICs per GPU</source>
        <translation>每個 GPU 的網路卡數</translation>
    </message>
    <message>
        <source>PCIe lanes needed / from CPUs</source>
        <translation>所需 / CPU 提供的 PCIe 通道</translation>
    </message>
    <message>
        <source>Storage read per GPU</source>
        <translation>每個 GPU 的儲存讀取頻寬</translation>
    </message>
    <message>
        <source>%1 ×</source>
        <translation>%1 ×</translation>
    </message>
    <message>
        <source>Host balance per server</source>
        <translation>每台伺服器的主機配比</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Method and precision</source>
        <translation>方法與精度</translation>
    </message>
    <message>
        <source>%1, %2, optimizer %3, ZeRO stage %4</source>
        <translation>%1，%2，最佳化器 %3，ZeRO 階段 %4</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <translation>平行配置</translation>
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
        <translation>微批次 %1，全域批次 %2 條序列，每條 %3 個 token</translation>
    </message>
    <message>
        <source>Tokens to train on</source>
        <translation>訓練 token 數</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>GPU 記憶體</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>參數量</translation>
    </message>
    <message>
        <source>%1 (%2 active per token)</source>
        <translation>%1（每個 token 啟用 %2）</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每個 GPU 的記憶體</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 / %2：%3</translation>
    </message>
    <message>
        <source>fits, %1 free</source>
        <translation>放得下，剩餘 %1</translation>
    </message>
    <message>
        <source>does not fit, %1 over</source>
        <translation>放不下，超出 %1</translation>
    </message>
    <message>
        <source>Memory by kind</source>
        <translation>記憶體組成</translation>
    </message>
    <message>
        <source>weights %1, gradients %2, optimizer %3, activations %4, other %5</source>
        <translation>權重 %1，梯度 %2，最佳化器狀態 %3，激活值 %4，其他 %5</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits</source>
        <translation>放得下的最大微批次</translation>
    </message>
    <message>
        <source>%1 per GPU: %2</source>
        <translation>每個 GPU %1：%2</translation>
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
        <translation>以下變更會改變每個 GPU 的記憶體用量：</translation>
    </message>
    <message>
        <source>The job&apos;s setup contradicts itself, so its speed and cost are not computed; the findings say why.</source>
        <translation>訓練作業的設定自相矛盾，因此未計算其速度與成本；原因見分析發現。</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>每步時間</translation>
    </message>
    <message>
        <source>%1 on %2, %3 micro-batches per step</source>
        <translation>%1，在 %2 上，每步 %3 個微批次</translation>
    </message>
    <message>
        <source>Step time by cause</source>
        <translation>每步時間組成</translation>
    </message>
    <message>
        <source>compute %1, TP %2, pipeline bubble %3, DP (exposed) %4, EP %5, CP %6, optimizer %7</source>
        <translation>運算 %1，TP %2，管線氣泡 %3，DP（未遮蔽）%4，EP %5，CP %6，最佳化器 %7</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>受限於</translation>
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
        <translation>每個 GPU 的模型算力（MFU）</translation>
    </message>
    <message>
        <source>%1 TFLOP/s (%2)</source>
        <translation>%1 TFLOP/s（%2）</translation>
    </message>
    <message>
        <source>Hardware FLOPs per GPU (HFU)</source>
        <translation>每個 GPU 的硬體算力（HFU）</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>訓練所需時間</translation>
    </message>
    <message>
        <source>%1, %2 GPU-hours</source>
        <translation>%1，%2 GPU 小時</translation>
    </message>
    <message>
        <source>Checkpoints, storage and failures</source>
        <translation>檢查點、儲存與故障</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>檢查點</translation>
    </message>
    <message>
        <source>%1; written in %2 (limited by %3), restored in %4</source>
        <translation>%1；寫入耗時 %2（受限於%3），還原耗時 %4</translation>
    </message>
    <message>
        <source>Training data read</source>
        <translation>訓練資料讀取</translation>
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
        <translation>作業 MTBF %1，每 %2 儲存一次檢查點（Young/Daly），有效訓練率 %3</translation>
    </message>
    <message>
        <source>The run</source>
        <translation>整次訓練</translation>
    </message>
    <message>
        <source>Wall-clock time</source>
        <translation>實際耗時</translation>
    </message>
    <message>
        <source>Energy and CO₂</source>
        <translation>能耗與 CO₂</translation>
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
        <translation>%1 公噸</translation>
    </message>
    <message>
        <source>Cost of the run when bought</source>
        <translation>自購時的訓練成本</translation>
    </message>
    <message>
        <source>%1 (amortised capex, energy, maintenance)</source>
        <translation>%1（資本支出攤提、能耗、維護）</translation>
    </message>
    <message>
        <source>Cost of the run when rented</source>
        <translation>租用時的訓練成本</translation>
    </message>
    <message>
        <source>%1 at $%2 per GPU-hour</source>
        <translation>%1，以每 GPU 小時 $%2 計</translation>
    </message>
    <message>
        <source>Break-even utilisation</source>
        <translation>損益兩平使用率</translation>
    </message>
    <message>
        <source>%1: above it, buying is cheaper than renting</source>
        <translation>%1：高於此值時，自購比租用更便宜</translation>
    </message>
    <message>
        <source>No training job is set, so memory, step time, MFU, checkpoints, reliability and run cost are not part of this proposal.</source>
        <translation>未設定訓練作業，因此本提案不包含記憶體、每步時間、MFU、檢查點、可靠性與訓練成本。</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>1 個 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 張 GPU</translation>
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
        <translation>%1&#xa0;分鐘</translation>
    </message>
    <message>
        <source>%1&#xa0;h</source>
        <translation>%1&#xa0;小時</translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translation>%1 兆</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1B</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百萬</translation>
    </message>
    <message>
        <source>%1: cluster proposal</source>
        <translation>%1：叢集提案書</translation>
    </message>
    <message>
        <source>%1 · ClusterCanvas proposal</source>
        <translation>%1 · ClusterCanvas 提案書</translation>
    </message>
    <message>
        <source>Cannot write %1: there is no analysed design.</source>
        <translation>無法寫入 %1：沒有已分析的設計。</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be drawn.</source>
        <translation>無法寫入 %1：無法繪製 PDF。</translation>
    </message>
    <message>
        <source>air</source>
        <translation>氣冷</translation>
    </message>
    <message>
        <source>air with containment</source>
        <translation>氣冷（通道封閉）</translation>
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
        <translation>機櫃配置圖</translation>
    </message>
    <message>
        <source>No racks are laid out in this design, so there are no rack elevations; rack power, height and cooling are not checked.</source>
        <translation>此設計中未配置機櫃，因此沒有機櫃配置圖，也未檢查機櫃功率、高度與散熱。</translation>
    </message>
    <message>
        <source>One elevation per rack row: every rack of a row is the same, and ×N says how many there are. Power is each rack&apos;s maximum (nameplate) draw against its limit, as circuits and cooling must carry the peak.</source>
        <translation>每個機櫃列一張配置圖：同一列中的機櫃完全相同，×N 表示數量。功率為每個機櫃的最大（額定）耗電與其上限的比較，因為供電迴路與散熱必須承受峰值。</translation>
    </message>
    <message>
        <source>× %1 · %2</source>
        <translation>× %1 · %2</translation>
    </message>
    <message>
        <source>%1 U rack</source>
        <translation>%1 U 機櫃</translation>
    </message>
    <message>
        <source>max %1 of %2 (%3)</source>
        <translation>最大 %1 / %2（%3）</translation>
    </message>
    <message>
        <source>%1 max, no limit set</source>
        <translation>最大 %1，未設上限</translation>
    </message>
    <message>
        <source>%1 of %2 U used</source>
        <translation>已用 %1 / %2 U</translation>
    </message>
    <message>
        <source>Cooling: %1</source>
        <translation>散熱：%1</translation>
    </message>
    <message>
        <source>%1 U do not fit in the rack</source>
        <translation>%1 U 放不進此機櫃</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>backward pass</source>
        <translation>反向傳播</translation>
    </message>
    <message>
        <source>full</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Components and their sources</source>
        <translation>元件及其來源</translation>
    </message>
    <message>
        <source>The design uses no catalog components.</source>
        <translation>此設計未使用任何目錄元件。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>元件</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
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
        <translation>未註明來源</translation>
    </message>
    <message>
        <source>price %1 (%2)</source>
        <translation>價格 %1（%2）</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>無日期</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>Efficiency constants used</source>
        <translation>使用的效率常數</translation>
    </message>
    <message>
        <source>No training job is set, so no efficiency constants are used: the network figures above are line rates before any efficiency.</source>
        <translation>未設定訓練作業，因此未使用效率常數：上文網路指標為未計任何效率損耗的線速。</translation>
    </message>
    <message>
        <source>The design has no GPU the training model can use, so no efficiency constants were applied.</source>
        <translation>此設計中沒有訓練模型可用的 GPU，因此未套用效率常數。</translation>
    </message>
    <message>
        <source>unknown generation</source>
        <translation>未知世代</translation>
    </message>
    <message>
        <source>Constant</source>
        <translation>常數</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Large GEMMs, BF16, fraction of dense peak (%1, %2)</source>
        <translation>大型 GEMM，BF16，占密集峰值的比例（%1，%2）</translation>
    </message>
    <message>
        <source>Large GEMMs, FP8, fraction of dense peak (%1)</source>
        <translation>大型 GEMM，FP8，占密集峰值的比例（%1）</translation>
    </message>
    <message>
        <source>Sustained clock under power limit (%1)</source>
        <translation>功耗上限下的持續時脈（%1）</translation>
    </message>
    <message>
        <source>FlashAttention forward + backward, fraction of BF16 peak (%1)</source>
        <translation>FlashAttention 前向 + 反向，占 BF16 峰值的比例（%1）</translation>
    </message>
    <message>
        <source>%1 collective bandwidth, fraction of line rate; latency per ring step</source>
        <translation>%1 集合通訊頻寬占線速的比例；每個環狀步驟的延遲</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>HBM bandwidth reached by streaming kernels</source>
        <translation>串流核心實際達到的 HBM 頻寬</translation>
    </message>
    <message>
        <source>Share of the last backward pass that hides the data-parallel reduction</source>
        <translation>最後一次反向傳播中用於遮蔽資料平行歸約的比例</translation>
    </message>
    <message>
        <source>Tensor-parallel communication overlapped with compute (the job&apos;s setting)</source>
        <translation>與運算重疊的張量平行通訊（作業設定）</translation>
    </message>
    <message>
        <source>No published efficiency measurement exists for this GPU generation, so documented stand-in values are used.</source>
        <translation>此 GPU 世代尚無公開的效率實測資料，因此使用有文件說明的替代值。</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>假設與來源</translation>
    </message>
    <message>
        <source>How the infrastructure figures are computed</source>
        <translation>基礎設施指標的計算方式</translation>
    </message>
    <message>
        <source>How the training figures are computed</source>
        <translation>訓練指標的計算方式</translation>
    </message>
    <message>
        <source>%1&#xa0;days</source>
        <translation>%1&#xa0;天</translation>
    </message>
    <message>
        <source>Not shown, as there is nothing to draw for this design: %1.</source>
        <translation>未顯示，因為此設計沒有可繪製的內容：%1。</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本設計</translation>
    </message>
    <message>
        <source>Cheapest that meets every constraint</source>
        <translation>成本最低且符合所有限制條件</translation>
    </message>
    <message>
        <source>Fastest within the limits</source>
        <translation>限制條件內最快</translation>
    </message>
    <message>
        <source>Lowest energy</source>
        <translation>能耗最低</translation>
    </message>
    <message>
        <source>Cheaper, misses a constraint</source>
        <translation>成本較低，但未符合某項限制條件</translation>
    </message>
    <message>
        <source>Runner-up</source>
        <translation>次佳</translation>
    </message>
    <message>
        <source>, offload</source>
        <translation>，卸載</translation>
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
        <translation>超出 %1 預算（%2）</translation>
    </message>
    <message>
        <source>no public rent price for its accelerator</source>
        <translation>其加速器沒有公開的租用價格</translation>
    </message>
    <message>
        <source>needs %1 kW of IT power (limit %2 kW)</source>
        <translation>需要 %1 kW IT 功率（上限 %2 kW）</translation>
    </message>
    <message>
        <source>needs %1 kW of facility power (limit %2 kW)</source>
        <translation>需要 %1 kW 設施總功率（上限 %2 kW）</translation>
    </message>
    <message>
        <source>a server draws %1 kW, more than the %2 kW per rack</source>
        <translation>單台伺服器耗電 %1 kW，超過每機櫃 %2 kW 的上限</translation>
    </message>
    <message>
        <source>needs liquid cooling</source>
        <translation>需要液冷</translation>
    </message>
    <message>
        <source>the job does not fit in its GPU memory</source>
        <translation>訓練作業無法放入其 GPU 記憶體</translation>
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
        <translation>成本與時間相同</translation>
    </message>
    <message>
        <source>not the criterion chosen (%1)</source>
        <translation>優勢並非所選準則（%1）</translation>
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
        <translation>%1 的租賃預算</translation>
    </message>
    <message>
        <source>a budget of %1</source>
        <translation>%1 的預算</translation>
    </message>
    <message>
        <source>at most %1 kW of IT power</source>
        <translation>IT 功率不超過 %1 kW</translation>
    </message>
    <message>
        <source>at most %1 kW of facility power</source>
        <translation>設施總功率不超過 %1 kW</translation>
    </message>
    <message>
        <source>%1 kW per rack</source>
        <translation>每機櫃 %1 kW</translation>
    </message>
    <message>
        <source>air cooling only</source>
        <translation>僅限氣冷</translation>
    </message>
    <message>
        <source>parts matching &quot;%1&quot;</source>
        <translation>符合「%1」的零組件</translation>
    </message>
    <message>
        <source>no constraints</source>
        <translation>無任何限制</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Design and layout</source>
        <translation>設計與平行配置</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>實際耗時</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租用費用</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>總成本</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>Why not chosen</source>
        <translation>未選原因</translation>
    </message>
    <message>
        <source>— (chosen)</source>
        <translation>—（已選）</translation>
    </message>
    <message>
        <source>Alternatives considered</source>
        <translation>考慮過的替代設計</translation>
    </message>
    <message>
        <source>This design was chosen by a plan for %1 over %2 designs (every server of the catalog at each size, with each fabric the generators build and the best layout of each), with %3. The table lists the design, the plan&apos;s recommended picks and the next-ranked designs, and why each was not chosen.</source>
        <translation>本設計由針對 %1 的規劃在%3的條件下，從 %2 個設計中選出（元件目錄中每種伺服器的各種規模，搭配產生器建構的每種網路，各取其最佳平行配置）。下表列出本設計、規劃推薦的選項與排名其次的設計，以及各自未獲選的原因。</translation>
    </message>
    <message>
        <source>Wall time includes failures and restarts; cost is the capex with maintenance and energy for the run (buy) or the rent of the run. All figures come from the same analysis as the rest of this proposal.</source>
        <translation>實際耗時包含故障與重新啟動；成本為資本支出加上本次訓練的維護與能源費用（購買），或本次訓練的租用費用（租用）。所有數值皆來自與本提案書其餘部分相同的分析。</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>分析發現</translation>
    </message>
    <message>
        <source>Prepared for: %1</source>
        <translation>提案對象：%1</translation>
    </message>
    <message>
        <source>Prepared by: %1</source>
        <translation>提案人：%1</translation>
    </message>
    <message>
        <source>%1 in a server</source>
        <translation>伺服器內 %1</translation>
    </message>
    <message>
        <source>not compared: no cloud price per GPU-hour is known for this GPU</source>
        <translation>未比較：此 GPU 沒有已知的每 GPU 小時雲端價格</translation>
    </message>
    <message>
        <source>Every figure in this proposal comes from the specifications below and the published methods listed in the engineering appendix. Prices are indicative list prices, not quotes; efficiencies are published measurements, never fitted to a result.</source>
        <translation>本提案書中的每項數值皆來自下列規格，以及工程附錄所列的已發表方法。價格為參考牌價，並非報價；效率為已發表的實測值，從未針對結果進行擬合。</translation>
    </message>
    <message>
        <source>Every figure in this proposal comes from the specifications below and published methods (papers and vendor benchmarks). Prices are indicative list prices, not quotes; efficiencies are published measurements, never fitted to a result. An engineering appendix with every formula is available on request.</source>
        <translation>本提案書中的每項數值皆來自下列規格，以及已發表的方法（論文與廠商基準測試）。價格為參考牌價，並非報價；效率為已發表的實測值，從未針對結果進行擬合。列出所有公式的工程附錄可依需求提供。</translation>
    </message>
    <message>
        <source>Engineering appendix</source>
        <translation>工程附錄</translation>
    </message>
    <message>
        <source>How each figure of this proposal is computed, with the published source of each formula, and the efficiency constants the training model applies.</source>
        <translation>本提案書中各項數值的計算方式與每個公式的公開來源，以及訓練模型所採用的效率常數。</translation>
    </message>
    <message>
        <source>no purchase price for the server or its accelerators</source>
        <translation>此伺服器或其加速器沒有採購價格</translation>
    </message>
    <message>
        <source>servers</source>
        <comment>group kind</comment>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>switches</source>
        <comment>group kind</comment>
        <translation>交換器</translation>
    </message>
    <message>
        <source>storage</source>
        <comment>group kind</comment>
        <translation>儲存設備</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Notes on the components</source>
        <translation>各元件的備註</translation>
    </message>
    <message>
        <source>As the component catalog records them, in its own words.</source>
        <translation>依元件目錄的原始紀錄（英文原文）。</translation>
    </message>
    <message>
        <source>Sustained clock under power limit, FP8 (%1)</source>
        <translation>功耗上限下的持續時脈，FP8（%1）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1 × %2 · %3 each</source>
        <translation>%1 × %2 · 每個 %3</translation>
    </message>
    <message>
        <source>no GPUs · %1 each</source>
        <translation>無 GPU · 每台 %1</translation>
    </message>
    <message>
        <source>%1 × %2 ports · %3</source>
        <translation>%1 × %2 連接埠 · %3</translation>
    </message>
    <message>
        <source>%1 read · %2</source>
        <translation>讀取 %1 · %2</translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos;</source>
        <translation>未知型號「%1」</translation>
    </message>
    <message>
        <source>%1 × %2G · %3</source>
        <translation>%1 × %2G · %3</translation>
    </message>
    <message>
        <source>%1 (links per replica × speed · links in all)</source>
        <translation>%1（每副本鏈路數 × 速率 · 鏈路總數）</translation>
    </message>
    <message>
        <source>Cluster canvas</source>
        <translation>叢集畫布</translation>
    </message>
    <message>
        <source>Cannot write %1: the SVG drawing could not start</source>
        <translation>無法寫入 %1：無法開始繪製 SVG</translation>
    </message>
    <message>
        <source>Cannot write %1: a %2 × %3 pixel image does not fit in memory</source>
        <translation>無法寫入 %1：%2 × %3 像素的影像超出記憶體容量</translation>
    </message>
    <message>
        <source>Cannot write %1: the PNG could not be encoded</source>
        <translation>無法寫入 %1：PNG 編碼失敗</translation>
    </message>
    <message>
        <source>Cannot export the canvas to %1: use a .svg or .png file name.</source>
        <translation>無法將畫布匯出至 %1：請使用 .svg 或 .png 檔名。</translation>
    </message>
    <message>
        <source>%1 must be at least %2.</source>
        <translation>%1 至少應為 %2。</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交換器</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>儲存設備</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Scale-up fabrics</source>
        <translation>Scale-up 互連</translation>
    </message>
    <message>
        <source>NICs and DPUs</source>
        <translation>網路卡與 DPU</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <source>Cables and optics</source>
        <translation>纜線與光收發模組</translation>
    </message>
    <message>
        <source>Power supplies</source>
        <translation>電源供應器</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>機櫃</translation>
    </message>
    <message>
        <source>Coolant distribution</source>
        <translation>冷卻液分配裝置</translation>
    </message>
    <message>
        <source>%1 memory, %2 BF16 dense, %3 TDP</source>
        <translation>%1 記憶體，%2 BF16 密集算力，%3 TDP</translation>
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
        <translation>%1，讀取 %2，寫入 %3</translation>
    </message>
    <message>
        <source>%1 cores, %2 PCIe lanes</source>
        <translation>%1 核心，%2 條 PCIe 通道</translation>
    </message>
    <message>
        <source>%1 U, nameplate %2</source>
        <translation>%1 U，額定功率 %2</translation>
    </message>
    <message>
        <source>%1, %2, up to %3 m</source>
        <translation>%1，%2，最長 %3 m</translation>
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
        <translation>%1 分鐘</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小時</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>Limits the training step: %1</source>
        <translation>限制每步時間：%1</translation>
    </message>
    <message>
        <source>%1 · %2 % busy</source>
        <translation>%1 · 占用 %2 %</translation>
    </message>
    <message>
        <source>%1 takes %2 % of the training step; while it runs, these links carry %3 % of their line rate, so over a step they are %4 % busy with it.</source>
        <translation>%1 占每步時間的 %2 %；其執行期間，這些鏈路承載其線速的 %3 %，因此折合到整個訓練步驟，這些鏈路有 %4 % 被其占用。</translation>
    </message>
    <message>
        <source>These are the narrowest links on the path: they set the traffic&apos;s rate.</source>
        <translation>這些是路徑上頻寬最低的鏈路：它們決定此流量的速率。</translation>
    </message>
</context>
<context>
    <name>Term</name>
    <message>
        <source>accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>fabric</source>
        <translation>互連</translation>
    </message>
    <message>
        <source>nic</source>
        <translation>網路卡</translation>
    </message>
    <message>
        <source>optic</source>
        <translation>光收發模組</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交換器</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>儲存設備</translation>
    </message>
    <message>
        <source>cpu</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <source>psu</source>
        <translation>電源供應器</translation>
    </message>
    <message>
        <source>rack</source>
        <translation>機櫃</translation>
    </message>
    <message>
        <source>cdu</source>
        <translation>CDU</translation>
    </message>
    <message>
        <source>server</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>cpus</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>network</source>
        <translation>網路</translation>
    </message>
    <message>
        <source>scale-up fabric</source>
        <translation>Scale-up 互連</translation>
    </message>
    <message>
        <source>power &amp; cooling</source>
        <translation>供電與散熱</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>chassis (fans, board)</source>
        <translation>機箱（風扇、主機板）</translation>
    </message>
    <message>
        <source>psu losses</source>
        <translation>電源轉換損耗</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>accelerators &amp; servers</source>
        <translation>加速器與伺服器</translation>
    </message>
    <message>
        <source>network switches</source>
        <translation>網路交換器</translation>
    </message>
    <message>
        <source>optics &amp; cables</source>
        <translation>光收發模組與纜線</translation>
    </message>
    <message>
        <source>racks, power &amp; cooling</source>
        <translation>機櫃、供電與散熱</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Leaf 層</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>Spine 層</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心層</translation>
    </message>
    <message>
        <source>storage write bandwidth</source>
        <translation>儲存寫入頻寬</translation>
    </message>
    <message>
        <source>storage read bandwidth</source>
        <translation>儲存讀取頻寬</translation>
    </message>
    <message>
        <source>storage NICs</source>
        <translation>儲存網路卡</translation>
    </message>
    <message>
        <source>the job&apos;s compute NICs</source>
        <translation>作業的運算網路卡</translation>
    </message>
    <message>
        <source>fabric bisection</source>
        <translation>網路對分頻寬</translation>
    </message>
    <message>
        <source>local NVMe (no storage system drawn)</source>
        <translation>本機 NVMe（未繪製儲存系統）</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>網路卡</translation>
    </message>
    <message>
        <source>torus cut</source>
        <translation>環面切分</translation>
    </message>
    <message>
        <source>no network</source>
        <translation>無網路</translation>
    </message>
    <message>
        <source>single node</source>
        <translation>單一節點</translation>
    </message>
    <message>
        <source>CUDA context and library workspaces (assumed 1.5 GiB)</source>
        <translation>CUDA 上下文與函式庫工作區（假設 1.5 GiB）</translation>
    </message>
    <message>
        <source>NCCL communicator buffers (0.25 GiB per group: NCCL_BUFFSIZE 4 MiB × 32 channels × 2)</source>
        <translation>NCCL 通訊器緩衝區（每群組 0.25 GiB：NCCL_BUFFSIZE 4 MiB × 32 通道 × 2）</translation>
    </message>
    <message>
        <source>ZeRO-3/FSDP gathered layers (current + prefetched)</source>
        <translation>ZeRO-3/FSDP 已收集的層（目前 + 預先擷取）</translation>
    </message>
    <message>
        <source>Allocator fragmentation margin (assumed 5 % of tensors)</source>
        <translation>配置器碎片餘裕（假設為張量的 5 %）</translation>
    </message>
    <message>
        <source>IT idle power</source>
        <translation>IT 閒置功率</translation>
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
        <translation>IT 規劃功率</translation>
    </message>
    <message>
        <source>facility power</source>
        <translation>設施總功率</translation>
    </message>
    <message>
        <source>capex</source>
        <translation>資本支出</translation>
    </message>
    <message>
        <source>part power x replicas of every group, utilisation, PUE</source>
        <translation>零組件功率 × 每群組副本數、使用率、PUE</translation>
    </message>
    <message>
        <source>every cost line&apos;s count x unit price</source>
        <translation>每筆成本項目的數量 × 單價</translation>
    </message>
    <message>
        <source>text length</source>
        <translation>文字長度</translation>
    </message>
    <message>
        <source>file size in bytes</source>
        <translation>檔案大小（位元組）</translation>
    </message>
    <message>
        <source>nesting depth</source>
        <translation>巢狀深度</translation>
    </message>
    <message>
        <source>logo size</source>
        <translation>Logo 大小</translation>
    </message>
    <message>
        <source>proposal names</source>
        <translation>提案書名稱</translation>
    </message>
    <message>
        <source>GPUs per design</source>
        <translation>每個設計的 GPU 數</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 數</translation>
    </message>
    <message>
        <source>parts per server</source>
        <translation>每台伺服器的零組件數</translation>
    </message>
    <message>
        <source>contents per rack group</source>
        <translation>每個機櫃群組的內容數</translation>
    </message>
    <message>
        <source>server templates</source>
        <translation>伺服器範本數</translation>
    </message>
    <message>
        <source>groups</source>
        <translation>群組數</translation>
    </message>
    <message>
        <source>links</source>
        <translation>鏈路數</translation>
    </message>
    <message>
        <source>rack groups</source>
        <translation>機櫃群組數</translation>
    </message>
    <message>
        <source>replicas per group</source>
        <translation>每個群組的副本數</translation>
    </message>
    <message>
        <source>replicas per rack</source>
        <translation>每個機櫃的副本數</translation>
    </message>
    <message>
        <source>racks per rack group</source>
        <translation>每個機櫃群組的機櫃數</translation>
    </message>
    <message>
        <source>links per replica</source>
        <translation>每個副本的鏈路數</translation>
    </message>
    <message>
        <source>breakout per port</source>
        <translation>每個連接埠的分支數</translation>
    </message>
    <message>
        <source>ports</source>
        <translation>連接埠數</translation>
    </message>
    <message>
        <source>rack units</source>
        <translation>機架單位數</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU 核心數</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe 通道數</translation>
    </message>
    <message>
        <source>workloads per design</source>
        <translation>每個設計的訓練作業數</translation>
    </message>
    <message>
        <source>specs per file</source>
        <translation>每個檔案的規格數</translation>
    </message>
    <message>
        <source>catalog entries per file</source>
        <translation>每個檔案的元件目錄項目數</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>層數</translation>
    </message>
    <message>
        <source>hidden size</source>
        <translation>隱藏層維度</translation>
    </message>
    <message>
        <source>attention heads</source>
        <translation>注意力頭數</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>詞彙表大小</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>專家數</translation>
    </message>
    <message>
        <source>parallel degree</source>
        <translation>平行度</translation>
    </message>
    <message>
        <source>pipeline stages: at most layers + 2, and 65,536</source>
        <translation>管線階段數：最多為層數 + 2，且不超過 65,536</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>全域批次</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>air</source>
        <translation>氣冷</translation>
    </message>
    <message>
        <source>air with containment</source>
        <translation>氣冷（通道封閉）</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>副本數</translation>
    </message>
    <message>
        <source>switch chips</source>
        <translation>交換晶片數</translation>
    </message>
    <message>
        <source>torus dimensions</source>
        <translation>環面維度數</translation>
    </message>
    <message>
        <source>nodes along a torus dimension</source>
        <translation>環面單一維度節點數</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>機櫃數</translation>
    </message>
    <message>
        <source>GPUs per validation run</source>
        <translation>每筆驗證執行的 GPU 數</translation>
    </message>
    <message>
        <source>validation runs per file</source>
        <translation>每個檔案的驗證執行紀錄數</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>選擇性</translation>
    </message>
    <message>
        <source>full</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>in rack</source>
        <translation>機櫃內</translation>
    </message>
    <message>
        <source>adjacent rack</source>
        <translation>相鄰機櫃</translation>
    </message>
    <message>
        <source>same row</source>
        <translation>同一機櫃列</translation>
    </message>
    <message>
        <source>another rack row</source>
        <translation>另一機櫃列</translation>
    </message>
    <message>
        <source>unplaced</source>
        <translation>未放置</translation>
    </message>
    <message>
        <source>type not chosen</source>
        <translation>未選擇類型</translation>
    </message>
    <message>
        <source>unspecified</source>
        <translation>未指定</translation>
    </message>
    <message>
        <source>transceiver</source>
        <translation>光收發模組</translation>
    </message>
    <message>
        <source>fibre</source>
        <translation>光纖</translation>
    </message>
    <message>
        <source>No such file or directory</source>
        <translation>沒有此檔案或目錄</translation>
    </message>
    <message>
        <source>Permission denied</source>
        <translation>權限不足</translation>
    </message>
    <message>
        <source>Operation not permitted</source>
        <translation>不允許的操作</translation>
    </message>
    <message>
        <source>Is a directory</source>
        <translation>是一個目錄</translation>
    </message>
    <message>
        <source>Not a directory</source>
        <translation>不是目錄</translation>
    </message>
    <message>
        <source>No space left on device</source>
        <translation>裝置上沒有空間</translation>
    </message>
    <message>
        <source>Disk quota exceeded</source>
        <translation>超出磁碟配額</translation>
    </message>
    <message>
        <source>Read-only file system</source>
        <translation>唯讀檔案系統</translation>
    </message>
    <message>
        <source>Input/output error</source>
        <translation>輸入/輸出錯誤</translation>
    </message>
    <message>
        <source>File name too long</source>
        <translation>檔案名稱過長</translation>
    </message>
    <message>
        <source>File too large</source>
        <translation>檔案過大</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>檔案已存在</translation>
    </message>
    <message>
        <source>Too many levels of symbolic links</source>
        <translation>符號連結的層數過多</translation>
    </message>
    <message>
        <source>Too many open files</source>
        <translation>開啟的檔案過多</translation>
    </message>
    <message>
        <source>Device or resource busy</source>
        <translation>裝置或資源忙碌中</translation>
    </message>
    <message>
        <source>Text file busy</source>
        <translation>文字檔忙碌中</translation>
    </message>
    <message>
        <source>No such device or address</source>
        <translation>沒有此裝置或位址</translation>
    </message>
    <message>
        <source>Broken pipe</source>
        <translation>管道已中斷</translation>
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
        <translation>%1 分鐘</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小時</translation>
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
        <translation>不適用</translation>
    </message>
</context>
<context>
    <name>cc::app::Autosave</name>
    <message>
        <source>Cannot create the recovery folder %1</source>
        <translation>無法建立復原資料夾 %1</translation>
    </message>
    <message>
        <source>(never saved)</source>
        <translation>（從未儲存）</translation>
    </message>
    <message>
        <source>%1, saved %2:
  %3</source>
        <translation>%1，儲存於 %2：
  %3</translation>
    </message>
    <message>
        <source>Saved file: %1

Recovery copy from %2:
  %3</source>
        <translation>已儲存的檔案：%1

%2 的復原副本：
  %3</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>復原未儲存的工作</translation>
    </message>
    <message>
        <source>ClusterCanvas did not close cleanly. A recovery copy of %1 from %2 was found.</source>
        <translation>ClusterCanvas 上次未正常關閉。找到了 %1 於 %2 的復原副本。</translation>
    </message>
    <message>
        <source>an unsaved design</source>
        <translation>未儲存的設計</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>復原(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>比較(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>捨棄(&amp;D)</translation>
    </message>
    <message>
        <source>Compare with the saved file</source>
        <translation>與已儲存的檔案比較</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>無法復原</translation>
    </message>
</context>
<context>
    <name>cc::app::Document</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：無法讀取：%2</translation>
    </message>
</context>
<context>
    <name>cc::app::MainWindow</name>
    <message>
        <source>Catalog</source>
        <translation>元件目錄</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>屬性</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>訓練作業</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>機櫃</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Full report</source>
        <translation>完整報告</translation>
    </message>
    <message>
        <source>Bottlenecks</source>
        <translation>瓶頸</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>情境比較</translation>
    </message>
    <message>
        <source>Zoom %1 %</source>
        <translation>縮放 %1 %</translation>
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
        <translation>主工具列</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新增(&amp;N)</translation>
    </message>
    <message>
        <source>New from &amp;generator…</source>
        <translation>從產生器新增(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Plan a cluster…</source>
        <translation>規劃叢集(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Import model (config.json)…</source>
        <translation>匯入模型（config.json）(&amp;I)…</translation>
    </message>
    <message>
        <source>Import a Hugging Face model config</source>
        <translation>匯入 Hugging Face 模型設定</translation>
    </message>
    <message>
        <source>Model configs (config.json *.json)</source>
        <translation>模型設定（config.json *.json）</translation>
    </message>
    <message>
        <source>Import model</source>
        <translation>匯入模型</translation>
    </message>
    <message>
        <source>Cannot import %1:
%2</source>
        <translation>無法匯入 %1：
%2</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>已匯入 %1</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近開啟的檔案(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪下(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼上(&amp;P)</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>建立副本(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>全選(&amp;A)</translation>
    </message>
    <message>
        <source>A&amp;lign</source>
        <translation>對齊(&amp;L)</translation>
    </message>
    <message>
        <source>Left edges</source>
        <translation>左邊緣</translation>
    </message>
    <message>
        <source>Top edges</source>
        <translation>上邊緣</translation>
    </message>
    <message>
        <source>Horizontal centres</source>
        <translation>水平置中</translation>
    </message>
    <message>
        <source>Vertical centres</source>
        <translation>垂直置中</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit design</source>
        <translation>符合設計大小(&amp;F)</translation>
    </message>
    <message>
        <source>Actual size (&amp;100 %)</source>
        <translation>實際大小（100 %）(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;Cluster canvas</source>
        <translation>叢集畫布(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Start page</source>
        <translation>起始頁(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>伺服器(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Edit server interior</source>
        <translation>編輯伺服器內部(&amp;E)</translation>
    </message>
    <message>
        <source>Select a server group first (or double-click it).</source>
        <translation>請先選取一個伺服器群組（或按兩下它）。</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;How to use the canvas</source>
        <translation>畫布使用方式(&amp;H)</translation>
    </message>
    <message>
        <source>Using the canvas</source>
        <translation>使用畫布</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Add&lt;/b&gt;: drag servers, switches and storage from the catalog onto the canvas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Connect&lt;/b&gt;: drag from a group&apos;s round port handle (top centre) onto another group.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Replicas&lt;/b&gt;: select a group and set its replica count in Properties.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Server interior&lt;/b&gt;: double-click a server group.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Navigate&lt;/b&gt;: wheel zooms, middle button or Space + drag pans, Ctrl+0 fits.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;新增&lt;/b&gt;：從元件目錄將伺服器、交換器與儲存設備拖曳到畫布上。&lt;/p&gt;&lt;p&gt;&lt;b&gt;連接&lt;/b&gt;：從群組的圓形連接埠控點（頂端中央）拖曳到另一個群組上。&lt;/p&gt;&lt;p&gt;&lt;b&gt;副本&lt;/b&gt;：選取一個群組，在「屬性」中設定其副本數。&lt;/p&gt;&lt;p&gt;&lt;b&gt;伺服器內部&lt;/b&gt;：按兩下伺服器群組。&lt;/p&gt;&lt;p&gt;&lt;b&gt;瀏覽&lt;/b&gt;：滾輪縮放，中鍵或空白鍵 + 拖曳平移，Ctrl+0 符合視窗大小。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Accuracy of the step-time model</source>
        <translation>每步時間模型的準確度(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;About ClusterCanvas</source>
        <translation>關於 ClusterCanvas(&amp;A)</translation>
    </message>
    <message>
        <source>About ClusterCanvas</source>
        <translation>關於 ClusterCanvas</translation>
    </message>
    <message>
        <source>&lt;b&gt;ClusterCanvas&lt;/b&gt; %1&lt;br/&gt;Design AI-training clusters and see what they can do.&lt;br/&gt;Prices are indicative, not quotes; every figure names its source.</source>
        <translation>&lt;b&gt;ClusterCanvas&lt;/b&gt; %1&lt;br/&gt;設計 AI 訓練叢集，並看清它們的能力。&lt;br/&gt;價格僅供參考，並非報價；每個數字都註明來源。</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>匯出(&amp;E)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已寫入 %1</translation>
    </message>
    <message>
        <source>&amp;Proposal (PDF)…</source>
        <translation>提案書（PDF）(&amp;P)…</translation>
    </message>
    <message>
        <source>Export proposal</source>
        <translation>匯出提案書</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Canvas as &amp;SVG…</source>
        <translation>畫布匯出為 SVG(&amp;S)…</translation>
    </message>
    <message>
        <source>Export canvas</source>
        <translation>匯出畫布</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 向量圖 (*.svg)</translation>
    </message>
    <message>
        <source>Canvas as P&amp;NG…</source>
        <translation>畫布匯出為 PNG(&amp;N)…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 影像 (*.png)</translation>
    </message>
    <message>
        <source>&amp;Bill of materials (CSV)…</source>
        <translation>物料清單（CSV）(&amp;B)…</translation>
    </message>
    <message>
        <source>Export bill of materials</source>
        <translation>匯出物料清單</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>Bill of materials (E&amp;xcel)…</source>
        <translation>物料清單（Excel）(&amp;X)…</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 活頁簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Cannot open design</source>
        <translation>無法開啟設計</translation>
    </message>
    <message>
        <source>%1 could not be opened:

%2</source>
        <translation>無法開啟 %1：

%2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已開啟 %1</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>開啟設計</translation>
    </message>
    <message>
        <source>ClusterCanvas designs (*.ccdesign.json *.json)</source>
        <translation>ClusterCanvas 設計 (*.ccdesign.json *.json)</translation>
    </message>
    <message>
        <source>Drag servers, switches and storage from the catalog onto the canvas.</source>
        <translation>從元件目錄將伺服器、交換器與儲存設備拖曳到畫布上。</translation>
    </message>
    <message>
        <source>Cannot generate</source>
        <translation>無法產生</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>無法儲存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <source>Save design</source>
        <translation>儲存設計</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未儲存的變更</translation>
    </message>
    <message>
        <source>The design has unsaved changes. Save them first?</source>
        <translation>此設計有未儲存的變更。是否先儲存？</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Calibrate…</source>
        <translation>校正(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Cabling plan…</source>
        <translation>佈線計畫(&amp;C)…</translation>
    </message>
    <message>
        <source>Export cabling plan</source>
        <translation>匯出佈線計畫</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx);;CSV files (*.csv)</source>
        <translation>Excel 活頁簿 (*.xlsx);;CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>Fabric &amp;topology (IBDM, for ibdiagnet)…</source>
        <translation>網路拓撲（IBDM，供 ibdiagnet 使用）(&amp;T)…</translation>
    </message>
    <message>
        <source>Export fabric topology</source>
        <translation>匯出網路拓撲</translation>
    </message>
    <message>
        <source>IBDM topology files (*.topo);;All files (*)</source>
        <translation>IBDM 拓撲檔案 (*.topo);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Proposal with engineering &amp;appendix (PDF)…</source>
        <translation>含工程附錄的提案書（PDF）(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>簡報模式(&amp;P)</translation>
    </message>
    <message>
        <source>Cannot make the workbook %1: %2</source>
        <translation>無法產生活頁簿 %1：%2</translation>
    </message>
</context>
<context>
    <name>cc::views</name>
    <message>
        <source>pre-training</source>
        <translation>預訓練</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全參數微調</translation>
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
        <translation>AdamW 8 位元</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>最佳化器</translation>
    </message>
    <message>
        <source>optimizer + parameters</source>
        <translation>最佳化器 + 參數</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>所有線性層</translation>
    </message>
    <message>
        <source>attention (Q, K, V, O)</source>
        <translation>注意力（Q、K、V、O）</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>選擇性</translation>
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
        <translation>錯誤</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 記憶體</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>運算</translation>
    </message>
    <message>
        <source>Scale-up link</source>
        <translation>Scale-up 鏈路</translation>
    </message>
    <message>
        <source>Server network (NIC)</source>
        <translation>伺服器網路（網路卡）</translation>
    </message>
    <message>
        <source>Oversubscribed tier</source>
        <translation>超額訂閱層級</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>管線氣泡</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>儲存設備</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>機櫃功率</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散熱</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>server</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>switch</source>
        <translation>交換器</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>儲存設備</translation>
    </message>
    <message>
        <source>spread over the far group</source>
        <translation>平均分散到遠端群組</translation>
    </message>
    <message>
        <source>rail-optimised</source>
        <translation>軌道最佳化</translation>
    </message>
    <message>
        <source>torus neighbours</source>
        <translation>環面相鄰</translation>
    </message>
    <message>
        <source>no traffic</source>
        <translation>無流量</translation>
    </message>
    <message>
        <source>tensor-parallel traffic</source>
        <translation>張量平行流量</translation>
    </message>
    <message>
        <source>data-parallel gradient sync</source>
        <translation>資料平行梯度同步</translation>
    </message>
    <message>
        <source>FSDP parameter gathers</source>
        <translation>FSDP 參數收集</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>專家 All-to-All</translation>
    </message>
    <message>
        <source>context-parallel K/V exchange</source>
        <translation>上下文平行 K/V 交換</translation>
    </message>
    <message>
        <source>DAC copper cable</source>
        <translation>DAC 銅纜</translation>
    </message>
    <message>
        <source>active optical cable</source>
        <translation>主動式光纜（AOC）</translation>
    </message>
    <message>
        <source>optical transceiver</source>
        <translation>光收發模組</translation>
    </message>
    <message>
        <source>fibre</source>
        <translation>光纖</translation>
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
        <translation>遭模型拒絕</translation>
    </message>
    <message>
        <source>expected failure</source>
        <translation>預期失敗</translation>
    </message>
    <message>
        <source>within 10 %</source>
        <translation>誤差 10 % 以內</translation>
    </message>
    <message>
        <source>within 20 %</source>
        <translation>誤差 20 % 以內</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2&lt;br/&gt;Source: %3 (%4)&lt;br/&gt;%5&lt;br/&gt;FLOP convention: %6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2&lt;br/&gt;來源：%3（%4）&lt;br/&gt;%5&lt;br/&gt;FLOP 計算方式：%6</translation>
    </message>
    <message>
        <source>&lt;br/&gt;%1</source>
        <translation>&lt;br/&gt;%1</translation>
    </message>
    <message>
        <source>&lt;br/&gt;&lt;b&gt;Refused:&lt;/b&gt; %1</source>
        <translation>&lt;br/&gt;&lt;b&gt;已拒絕：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;br/&gt;&lt;b&gt;Expected failure:&lt;/b&gt; %1</source>
        <translation>&lt;br/&gt;&lt;b&gt;預期失敗：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>Accuracy of the step-time model</source>
        <translation>每步時間模型的準確度</translation>
    </message>
    <message>
        <source>Published training runs of 2024–2026 on their own systems, analysed with this version&apos;s model. Error: + means the model is faster than measured. The target per kind of run is a mean within 10 % and no case beyond 20 %; expected failures say why they miss. Hover a row for its source and assumptions.</source>
        <translation>2024–2026 年在各自系統上公開發表的訓練作業，以本版本的模型分析。誤差為正表示模型比實測快。每類訓練的目標是平均誤差不超過 10 % 且沒有任何案例超過 20 %；預期失敗的案例會說明原因。將滑鼠停留在某列上即可查看其來源與假設。</translation>
    </message>
    <message>
        <source>The validation cases could not be read:
%1</source>
        <translation>無法讀取驗證案例：
%1</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>案例</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>公開值</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型估算</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>誤差</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
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
        <translation>訓練類型</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>案例數</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>已拒絕</translation>
    </message>
    <message>
        <source>Mean |error|, all</source>
        <translation>平均 |誤差|（全部）</translation>
    </message>
    <message>
        <source>Mean signed, all</source>
        <translation>帶正負號平均（全部）</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>計入案例</translation>
    </message>
    <message>
        <source>Mean |error|, counted</source>
        <translation>平均 |誤差|（計入）</translation>
    </message>
    <message>
        <source>Max |error|, counted</source>
        <translation>最大 |誤差|（計入）</translation>
    </message>
    <message>
        <source>Target (mean ≤ 10 %, max ≤ 20 %)</source>
        <translation>目標（平均 ≤ 10 %，最大 ≤ 20 %）</translation>
    </message>
    <message>
        <source>not yet: every case is an expected failure</source>
        <translation>尚未：所有案例皆為預期失敗</translation>
    </message>
    <message>
        <source>met</source>
        <translation>達標</translation>
    </message>
    <message>
        <source>not met</source>
        <translation>未達標</translation>
    </message>
</context>
<context>
    <name>cc::views::BudgetPanel</name>
    <message>
        <source>Budget</source>
        <translation>資源預算</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>網路</translation>
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
        <translation>記憶體</translation>
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
        <translation>%1 張 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 張 GPU</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>No GPU</source>
        <translation>無 GPU</translation>
    </message>
    <message>
        <source>%1 GPU memory · scale-up domain: %2</source>
        <translation>%1 GPU 記憶體 · Scale-up 網域：%2</translation>
    </message>
    <message>
        <source>%1 connects at most %2</source>
        <translation>%1 最多連接 %2</translation>
    </message>
    <message>
        <source>No compute NIC: this server cannot join a cluster network</source>
        <translation>無運算網路卡：此伺服器無法接入叢集網路</translation>
    </message>
    <message>
        <source>%1, %2, %3 in all</source>
        <translation>%1，%2，共 %3</translation>
    </message>
    <message>
        <source>%1 compute NIC</source>
        <translation>%1 張運算網路卡</translation>
    </message>
    <message>
        <source>%1 compute NICs</source>
        <translation>%1 張運算網路卡</translation>
    </message>
    <message>
        <source>%1 port</source>
        <translation>%1 個連接埠</translation>
    </message>
    <message>
        <source>%1 ports</source>
        <translation>%1 個連接埠</translation>
    </message>
    <message>
        <source>Per GPU: %1 NICs, %2 ports</source>
        <translation>每個 GPU：%1 張網路卡，%2 個連接埠</translation>
    </message>
    <message>
        <source>%1 more NIC for storage or management</source>
        <translation>另有 %1 張網路卡用於儲存或管理</translation>
    </message>
    <message>
        <source>%1 more NICs for storage or management</source>
        <translation>另有 %1 張網路卡用於儲存或管理</translation>
    </message>
    <message>
        <source>%1 needed; no CPU listed to provide them</source>
        <translation>需要 %1；未列出提供通道的 CPU</translation>
    </message>
    <message>
        <source>%1 of %2 lanes from the CPUs (PCIe Gen %3)</source>
        <translation>需要 %1 條，CPU 提供 %2 條（PCIe Gen %3）</translation>
    </message>
    <message>
        <source>More than the CPUs have: needs PCIe switches, as DGX-class systems use</source>
        <translation>超出 CPU 所能提供：需要 PCIe 交換晶片，DGX 級系統即是如此</translation>
    </message>
    <message>
        <source>Typical %1 · max %2</source>
        <translation>典型 %1 · 最大 %2</translation>
    </message>
    <message>
        <source>The parts exceed the %1 nameplate</source>
        <translation>零組件耗電超過 %1 的額定功率</translation>
    </message>
    <message>
        <source> (nameplate)</source>
        <translation>（額定）</translation>
    </message>
    <message>
        <source>No PSU listed</source>
        <translation>未列出電源供應器</translation>
    </message>
    <message>
        <source>PSUs rated %1 in all</source>
        <translation>電源供應器額定總功率 %1</translation>
    </message>
    <message>
        <source>Over the PSU rating by %1</source>
        <translation>超出電源供應器額定功率 %1</translation>
    </message>
    <message>
        <source>%1 RAM for %2 GPU memory: %3× (rule of thumb: at least %4×)</source>
        <translation>%1 記憶體對應 %2 GPU 記憶體：%3×（經驗法則：至少 %4×）</translation>
    </message>
    <message>
        <source>%1 RAM</source>
        <translation>%1 記憶體</translation>
    </message>
    <message>
        <source>No memory listed</source>
        <translation>未列出記憶體</translation>
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
        <translation>%1 顆 CPU</translation>
    </message>
    <message>
        <source>%1 CPUs</source>
        <translation>%1 顆 CPU</translation>
    </message>
    <message>
        <source>%1 core</source>
        <translation>%1 核心</translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation>%1 核心</translation>
    </message>
    <message>
        <source> (%1 per GPU; at least %2 advised)</source>
        <translation>（每個 GPU %1；建議至少 %2）</translation>
    </message>
    <message>
        <source>liquid-cooled</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>air-cooled</source>
        <translation>氣冷</translation>
    </message>
    <message>
        <source>%1 U, %2</source>
        <translation>%1 U，%2</translation>
    </message>
    <message>
        <source>Not rack-mounted, %1</source>
        <translation>非機架式，%1</translation>
    </message>
</context>
<context>
    <name>cc::views::CalibrateDialog</name>
    <message>
        <source>Scale-up</source>
        <translation>Scale-up 網域</translation>
    </message>
    <message>
        <source>Scale-out</source>
        <translation>水平擴展</translation>
    </message>
    <message>
        <source>%1 all-to-all, %2 ranks</source>
        <translation>%1 All-to-All，%2 個 rank</translation>
    </message>
    <message>
        <source>%1 ring, %2 ranks</source>
        <translation>%1 環狀，%2 個 rank</translation>
    </message>
    <message>
        <source>Calibrate from measurements</source>
        <translation>依實測資料校正</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>擬合項目</translation>
    </message>
    <message>
        <source>Fitted</source>
        <translation>擬合值</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目錄值</translation>
    </message>
    <message>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message>
        <source>RMS residual</source>
        <translation>均方根殘差</translation>
    </message>
    <message>
        <source>Max residual</source>
        <translation>最大殘差</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>樣本數</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>樣本</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>實測值</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型值</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>殘差</translation>
    </message>
    <message>
        <source>Add measurement files and press Fit.</source>
        <translation>加入量測檔案，然後按「擬合」。</translation>
    </message>
    <message>
        <source>Keep the current figures as a scenario to compare with</source>
        <translation>將目前數值保留為情境，以供比較</translation>
    </message>
    <message>
        <source>&amp;Apply to design</source>
        <translation>套用至設計(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove calibration</source>
        <translation>移除校正(&amp;R)</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>量測資料</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>新增…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>nccl-tests output:</source>
        <translation>nccl-tests 輸出：</translation>
    </message>
    <message>
        <source>CSV (m, n, k, dtype, tflops) or mamf-finder output</source>
        <translation>CSV（m, n, k, dtype, tflops）或 mamf-finder 輸出</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <source>type from the file</source>
        <translation>使用檔案中的類型</translation>
    </message>
    <message>
        <source>GEMM sweep:</source>
        <translation>GEMM 掃描：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>per step of &quot;%1&quot;, the design&apos;s first workload</source>
        <translation>設計中第一個工作負載「%1」的每步時間</translation>
    </message>
    <message>
        <source>(the design has no workload: no step time to calibrate)</source>
        <translation>（設計中沒有工作負載：沒有每步時間可校正）</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>擬合(&amp;F)</translation>
    </message>
    <message>
        <source>Measured step time:</source>
        <translation>實測每步時間：</translation>
    </message>
    <message>
        <source>nccl-tests output</source>
        <translation>nccl-tests 輸出</translation>
    </message>
    <message>
        <source>Text output (*.txt *.log *.out);;All files (*)</source>
        <translation>文字輸出 (*.txt *.log *.out);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>GEMM sweep</source>
        <translation>GEMM 掃描</translation>
    </message>
    <message>
        <source>Sweeps (*.csv *.txt *.out);;All files (*)</source>
        <translation>掃描結果 (*.csv *.txt *.out);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot read the measurements:&lt;/b&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;b&gt;無法讀取量測資料：&lt;/b&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;br/&gt;&lt;b&gt;Notes:&lt;/b&gt;&lt;ul&gt;%1&lt;/ul&gt;</source>
        <translation>&lt;br/&gt;&lt;b&gt;附註：&lt;/b&gt;&lt;ul&gt;%1&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Fitted on &lt;b&gt;%1&lt;/b&gt; (Eigen least squares, relative residuals).</source>
        <translation>針對 &lt;b&gt;%1&lt;/b&gt; 擬合（Eigen 最小平方法，相對殘差）。</translation>
    </message>
    <message>
        <source>Step time of the job: catalog %1, calibrated %2.</source>
        <translation>訓練作業的每步時間：目錄值 %1，校正後 %2。</translation>
    </message>
    <message>
        <source>: bus bandwidth</source>
        <translation>：匯流排頻寬</translation>
    </message>
    <message>
        <source>: latency per step</source>
        <translation>：每個通訊步驟的延遲</translation>
    </message>
    <message>
        <source>GEMM ceiling (%1), of dense peak</source>
        <translation>GEMM 上限（%1），占密集峰值的比例</translation>
    </message>
    <message>
        <source>Step-time factor (measured %1 / model %2)</source>
        <translation>每步時間係數（實測 %1 / 模型 %2）</translation>
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
        <translation>目前數值未保留為情境：%1。</translation>
    </message>
    <message>
        <source>benchmark_flash_attention.py output or CSV (seqlen, headdim, causal, tflops)</source>
        <translation>benchmark_flash_attention.py 的輸出或 CSV（seqlen、headdim、causal、tflops）</translation>
    </message>
    <message>
        <source>Attention benchmark:</source>
        <translation>注意力基準測試：</translation>
    </message>
    <message>
        <source>Attention benchmark</source>
        <translation>注意力基準測試</translation>
    </message>
    <message>
        <source>Benchmarks (*.txt *.csv *.log *.out);;All files (*)</source>
        <translation>基準測試結果 (*.txt *.csv *.log *.out);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Attention (%1), of dense BF16 peak</source>
        <translation>注意力（%1），占 BF16 密集峰值的比例</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>sequence %1, head dim %2</source>
        <translation>序列長度 %1，頭維度 %2</translation>
    </message>
    <message>
        <source>Previous calibration</source>
        <translation>上次校正</translation>
    </message>
</context>
<context>
    <name>cc::views::ClusterView</name>
    <message>
        <source>&apos;%1&apos; is not in the catalog.</source>
        <translation>「%1」不在元件目錄中。</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>無法貼上：%1</translation>
    </message>
</context>
<context>
    <name>cc::views::ConnectDialog</name>
    <message>
        <source>Connect groups</source>
        <translation>連接群組</translation>
    </message>
    <message>
        <source>Links from each replica of &apos;%1&apos;</source>
        <translation>從「%1」的每個副本引出的鏈路數</translation>
    </message>
    <message>
        <source>%1 Gb/s</source>
        <translation>%1 Gb/s</translation>
    </message>
    <message>
        <source>Speed per link</source>
        <translation>每條鏈路速率</translation>
    </message>
    <message>
        <source>Cable or optic</source>
        <translation>纜線或光收發模組</translation>
    </message>
    <message>
        <source>Spread evenly over the far group</source>
        <translation>平均分散到遠端群組</translation>
    </message>
    <message>
        <source>Rail-optimised: NIC i → switch i of the unit</source>
        <translation>軌道最佳化：網路卡 i → 單元內第 i 台交換器</translation>
    </message>
    <message>
        <source>Torus neighbours</source>
        <translation>環面相鄰</translation>
    </message>
    <message>
        <source>Wiring rule</source>
        <translation>佈線規則</translation>
    </message>
    <message>
        <source>whole group</source>
        <translation>整個群組</translation>
    </message>
    <message>
        <source>Servers per rail unit</source>
        <translation>每個軌道單元的伺服器數</translation>
    </message>
    <message>
        <source>not chosen yet</source>
        <translation>尚未選擇</translation>
    </message>
    <message>
        <source>%1 (%2, up to %3 m)</source>
        <translation>%1（%2，最長 %3 m）</translation>
    </message>
    <message>
        <source>%1 links in all between &apos;%2&apos; (×%3) and &apos;%4&apos; (×%5).</source>
        <translation>「%2」（×%3）與「%4」（×%5）之間共 %1 條鏈路。</translation>
    </message>
</context>
<context>
    <name>cc::views::ExplainDialog</name>
    <message>
        <source>How this figure is computed</source>
        <translation>此數字的計算方式</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>複製為文字</translation>
    </message>
    <message>
        <source>&lt;b&gt;Formula&lt;/b&gt;</source>
        <translation>&lt;b&gt;公式&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inputs&lt;/b&gt;</source>
        <translation>&lt;b&gt;輸入&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Source&lt;/b&gt;</source>
        <translation>&lt;b&gt;來源&lt;/b&gt;</translation>
    </message>
    <message>
        <source>(a count, no formula)</source>
        <translation>（計數，無公式）</translation>
    </message>
    <message>
        <source>ClusterCanvas convention</source>
        <translation>ClusterCanvas 慣例</translation>
    </message>
</context>
<context>
    <name>cc::views::FindingsPanel</name>
    <message>
        <source>What would help:</source>
        <translation>改善建議：</translation>
    </message>
    <message>
        <source>What limits the design</source>
        <translation>設計的限制因素</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>嚴重程度</translation>
    </message>
    <message>
        <source>Pressure</source>
        <translation>壓力</translation>
    </message>
    <message>
        <source>Pressure: the share of the step time a limit costs, or what is used of what is available (100 % = at the limit).</source>
        <translation>壓力：某項限制占每步時間的比例，或已用量占可用量的比例（100 % = 達到上限）。</translation>
    </message>
    <message>
        <source>Other findings (%1)</source>
        <translation>其他發現（%1）</translation>
    </message>
    <message>
        <source>Findings about the drawing itself: unconnected groups, racks, parts.</source>
        <translation>關於圖面本身的發現：未連接的群組、機櫃、零組件。</translation>
    </message>
</context>
<context>
    <name>cc::views::GeneratorDialog</name>
    <message>
        <source>Fat-tree (leaf / spine)</source>
        <translation>胖樹（Leaf / Spine）</translation>
    </message>
    <message>
        <source>Servers on leaf switches, leaves on spines: any server reaches any other at full bandwidth when not oversubscribed.</source>
        <translation>伺服器接 Leaf 交換器，Leaf 接 Spine：在無超額訂閱時，任兩台伺服器之間都能以全頻寬互通。</translation>
    </message>
    <message>
        <source>Rail-optimised units</source>
        <translation>軌道最佳化單元</translation>
    </message>
    <message>
        <source>Scalable units of servers; NIC i of every server goes to leaf i of its unit, so GPUs of the same rank are one hop apart.</source>
        <translation>由伺服器組成的可擴展單元；每台伺服器的第 i 張網路卡接到本單元的第 i 台 Leaf，因此相同序號的 GPU 之間只有一跳。</translation>
    </message>
    <message>
        <source>SuperPOD-style units</source>
        <translation>SuperPOD 式單元</translation>
    </message>
    <message>
        <source>Rail-optimised units as in NVIDIA&apos;s DGX SuperPOD reference designs, adding a core tier when one spine layer is not enough.</source>
        <translation>與 NVIDIA DGX SuperPOD 參考設計相同的軌道最佳化單元，一層 Spine 不足時增加核心層。</translation>
    </message>
    <message>
        <source>GB200 NVL72 racks</source>
        <translation>GB200 NVL72 機櫃</translation>
    </message>
    <message>
        <source>Rack-scale systems of 72 GPUs in one NVLink domain, joined by a leaf / spine scale-out network. The count is in racks.</source>
        <translation>機櫃級系統，每櫃 72 個 GPU 位於同一 NVLink 網域，透過 Leaf / Spine 水平擴展網路互連。數量以機櫃計。</translation>
    </message>
    <message>
        <source>Torus</source>
        <translation>環面（Torus）</translation>
    </message>
    <message>
        <source>Servers cabled directly to their neighbours in a 2-D or 3-D ring grid, without switches (TPU-pod style).</source>
        <translation>伺服器以 2 維或 3 維環狀網格直接與相鄰伺服器佈線，無需交換器（TPU Pod 式）。</translation>
    </message>
    <message>
        <source>Standalone servers</source>
        <translation>獨立伺服器</translation>
    </message>
    <message>
        <source>One or more servers without a cluster network: a workstation, a single DGX, an edge kit.</source>
        <translation>一台或多台沒有叢集網路的伺服器：工作站、單台 DGX、邊緣套件。</translation>
    </message>
    <message>
        <source>New from generator</source>
        <translation>從產生器新增</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>拓撲類型(&amp;L)</translation>
    </message>
    <message>
        <source>%1 — %2 GPUs</source>
        <translation>%1 — %2 個 GPU</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>伺服器型號(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Servers</source>
        <translation>伺服器數量(&amp;S)</translation>
    </message>
    <message>
        <source>Automatic (matches the servers&apos; NICs)</source>
        <translation>自動（配合伺服器的網路卡）</translation>
    </message>
    <message>
        <source>%1 — %2 × %3, %4</source>
        <translation>%1 — %2 × %3，%4</translation>
    </message>
    <message>
        <source>S&amp;witch</source>
        <translation>交換器(&amp;W)</translation>
    </message>
    <message>
        <source> : 1</source>
        <translation> : 1</translation>
    </message>
    <message>
        <source>Leaf down-links per up-link; 1 : 1 is non-blocking</source>
        <translation>Leaf 每條上行鏈路對應的下行鏈路數；1 : 1 為無阻塞</translation>
    </message>
    <message>
        <source>&amp;Oversubscription</source>
        <translation>超額訂閱比(&amp;O)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>%1 — %2 read</source>
        <translation>%1 — 讀取 %2</translation>
    </message>
    <message>
        <source>S&amp;torage</source>
        <translation>儲存設備(&amp;T)</translation>
    </message>
    <message>
        <source> servers</source>
        <translation> 台伺服器</translation>
    </message>
    <message>
        <source>&amp;Unit size</source>
        <translation>單元規模(&amp;U)</translation>
    </message>
    <message>
        <source>automatic, or e.g. 4 × 4 × 4</source>
        <translation>自動，或例如 4 × 4 × 4</translation>
    </message>
    <message>
        <source>Torus &amp;dimensions</source>
        <translation>環面維度(&amp;D)</translation>
    </message>
    <message>
        <source>generated from the options</source>
        <translation>依選項產生</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>產生(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Racks</source>
        <translation>機櫃數量(&amp;R)</translation>
    </message>
    <message>
        <source>Torus dimensions: write 2 or 3 whole numbers, such as 4 × 4 × 4, or leave the field empty for a near-cubic torus.</source>
        <translation>環面維度：請填寫 2 或 3 個整數，例如 4 × 4 × 4；留白則產生接近立方體的環面。</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交換器</translation>
    </message>
    <message>
        <source>Oversubscription</source>
        <translation>超額訂閱比</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>儲存設備</translation>
    </message>
    <message>
        <source>Unit size</source>
        <translation>單元規模</translation>
    </message>
    <message>
        <source>Torus dimensions</source>
        <translation>環面維度</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>拓撲類型</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>拓撲類型</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>The generator failed: %1</source>
        <translation>產生失敗：%1</translation>
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
        <translation>%1：「%2」不是數字。</translation>
    </message>
    <message>
        <source>Design and facility</source>
        <translation>設計與機房設施</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3.</source>
        <translation>%1 必須介於 %2 與 %3 之間。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>電價</translation>
    </message>
    <message>
        <source>$/kWh</source>
        <translation>$/kWh</translation>
    </message>
    <message>
        <source>Grid carbon intensity</source>
        <translation>電網碳排放強度</translation>
    </message>
    <message>
        <source>kg CO₂/kWh</source>
        <translation>kg CO₂/kWh</translation>
    </message>
    <message>
        <source>Cold-aisle inlet</source>
        <translation>冷通道進風溫度</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Hot-aisle outlet</source>
        <translation>熱通道出風溫度</translation>
    </message>
    <message>
        <source>Open-air limit per rack</source>
        <translation>開放式氣冷的單櫃上限</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>Contained-air limit per rack</source>
        <translation>通道封閉氣冷的單櫃上限</translation>
    </message>
    <message>
        <source>Average utilisation</source>
        <translation>平均使用率</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Air limits: Uptime Institute 2023 survey (most racks ≤ 20 kW); optimised air with containment 20–40 kW per rack (coolnetpower.com, dcxps.com).</source>
        <translation>氣冷上限：Uptime Institute 2023 年調查（多數機櫃 ≤ 20 kW）；採用通道封閉的最佳化氣冷為每櫃 20–40 kW（coolnetpower.com、dcxps.com）。</translation>
    </message>
    <message>
        <source>%1 groups selected</source>
        <translation>已選取 %1 個群組</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>型號</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本數</translation>
    </message>
    <message>
        <source>Replicas must be a whole number from 1 to 10,000,000.</source>
        <translation>副本數必須是 1 到 10,000,000 之間的整數。</translation>
    </message>
    <message>
        <source>(different)</source>
        <translation>（各不相同）</translation>
    </message>
    <message>
        <source>inferred from links</source>
        <translation>依鏈路推斷</translation>
    </message>
    <message>
        <source>leaf</source>
        <translation>Leaf 層</translation>
    </message>
    <message>
        <source>spine</source>
        <translation>Spine 層</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心層</translation>
    </message>
    <message>
        <source>Network tier</source>
        <translation>網路層級</translation>
    </message>
    <message>
        <source>Link %1 → %2</source>
        <translation>鏈路 %1 → %2</translation>
    </message>
    <message>
        <source>Links per replica</source>
        <translation>每副本鏈路數</translation>
    </message>
    <message>
        <source>Links per replica must be a whole number of at least 1.</source>
        <translation>每副本鏈路數必須是不小於 1 的整數。</translation>
    </message>
    <message>
        <source>Speed per link</source>
        <translation>每條鏈路速率</translation>
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
        <translation>未選擇</translation>
    </message>
    <message>
        <source>Cable or optic</source>
        <translation>纜線或光收發模組</translation>
    </message>
    <message>
        <source>spread</source>
        <translation>平均分散</translation>
    </message>
    <message>
        <source>rail-optimised</source>
        <translation>軌道最佳化</translation>
    </message>
    <message>
        <source>torus</source>
        <translation>環面</translation>
    </message>
    <message>
        <source>Wiring rule</source>
        <translation>佈線規則</translation>
    </message>
    <message>
        <source>Links in all</source>
        <translation>鏈路總數</translation>
    </message>
    <message>
        <source>&lt;b&gt;Proposal cover&lt;/b&gt;</source>
        <translation>&lt;b&gt;提案書封面&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Prepared for</source>
        <translation>提案對象</translation>
    </message>
    <message>
        <source>customer (optional)</source>
        <translation>客戶名稱（選填）</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>提案人</translation>
    </message>
    <message>
        <source>name, company (optional)</source>
        <translation>姓名、公司（選填）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <source>A PNG, JPEG or SVG picture, embedded in the design (scaled down to at most %1 × %2 pixels).</source>
        <translation>PNG、JPEG 或 SVG 圖片，內嵌於設計中（縮小至不超過 %1 × %2 像素）。</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Logo</source>
        <translation>標誌</translation>
    </message>
    <message>
        <source>Logo for the proposal</source>
        <translation>提案書標誌</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.svg)</source>
        <translation>圖片 (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
</context>
<context>
    <name>cc::views::KeyFiguresBar</name>
    <message>
        <source>Step time</source>
        <translation>每步時間</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>訓練所需時間</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>受限於</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>設施總功率</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>資本支出</translation>
    </message>
    <message>
        <source>no training job</source>
        <translation>無訓練作業</translation>
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
        <translation>%1 小時</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Find best layout</source>
        <translation>尋找最佳平行配置</translation>
    </message>
    <message>
        <source>Search every TP, PP, DP, CP, EP, micro-batch, interleave, recompute and ZeRO choice on this design&apos;s GPUs and list the fastest that fit</source>
        <translation>在本設計的 GPU 上搜尋所有 TP、PP、DP、CP、EP、微批次、交錯、重新計算與 ZeRO 組合，並列出放得下的最快方案</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
    <message>
        <source>Set the selected layout as the training job&apos;s (one undo step)</source>
        <translation>將所選配置設為訓練作業的配置（一次復原）</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>訓練所需時間</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Memory / GPU</source>
        <translation>記憶體 / GPU</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>每步時間</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>平行配置</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>受限於</translation>
    </message>
    <message>
        <source>The design has no training job: choose a model preset first.</source>
        <translation>此設計沒有訓練作業：請先選擇一個模型預設組合。</translation>
    </message>
    <message>
        <source>The design has no GPUs to search on.</source>
        <translation>此設計中沒有可供搜尋的 GPU。</translation>
    </message>
    <message>
        <source>Searching the layouts of %1 GPUs…</source>
        <translation>正在搜尋 %1 個 GPU 的平行配置…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>No layout fits in GPU memory on %1 GPUs, even with ZeRO-3 and offload: see what would make it fit in the memory chart.</source>
        <translation>即使使用 ZeRO-3 與卸載，%1 個 GPU 上也沒有任何配置放得進 GPU 記憶體：請在記憶體圖表中查看如何才能放下。</translation>
    </message>
    <message numerus="yes">
        <source>The %n fastest layouts that fit on %1 GPUs:</source>
        <translation>
            <numerusform>在 %1 個 GPU 上放得下的最快 %n 種配置：</numerusform>
        </translation>
    </message>
    <message>
        <source>, mb %1, ZeRO-%2</source>
        <translation>，微批次 %1，ZeRO-%2</translation>
    </message>
    <message>
        <source>, v %1</source>
        <translation>，交錯 %1</translation>
    </message>
    <message>
        <source> recompute</source>
        <translation> 重新計算</translation>
    </message>
    <message>
        <source>, offload </source>
        <translation>，卸載 </translation>
    </message>
    <message>
        <source>The training job changed since the search: search again.</source>
        <translation>訓練作業在搜尋後已變更：請重新搜尋。</translation>
    </message>
    <message>
        <source>Applied: %1.</source>
        <translation>已套用：%1。</translation>
    </message>
</context>
<context>
    <name>cc::views::PaletteWidget</name>
    <message>
        <source>Search the catalog…</source>
        <translation>搜尋元件目錄…</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>元件</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <source>Indicative price: %1 (%2)</source>
        <translation>參考價格：%1（%2）</translation>
    </message>
    <message>
        <source>Source: %1 (as of %2)</source>
        <translation>來源：%1（截至 %2）</translation>
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
        <translation>新增零組件</translation>
    </message>
    <message>
        <source>Search by name, vendor or id…</source>
        <translation>依名稱、廠商或 ID 搜尋…</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>零組件</translation>
    </message>
    <message>
        <source>Key specs</source>
        <translation>主要規格</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>新增</translation>
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
        <translation>類型</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>零組件</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>數量</translation>
    </message>
    <message>
        <source>Each (typ / max)</source>
        <translation>單件（典型 / 最大）</translation>
    </message>
    <message>
        <source>Subtotal (typ / max)</source>
        <translation>小計（典型 / 最大）</translation>
    </message>
    <message>
        <source>Typical and maximum power of one part</source>
        <translation>單一零組件的典型與最大功率</translation>
    </message>
    <message>
        <source>Typical and maximum power of all of them</source>
        <translation>所有此零組件的典型與最大功率</translation>
    </message>
    <message>
        <source>Count: %1 To take a part out, use Remove.</source>
        <translation>數量：%1 若要移除零組件，請使用「移除」。</translation>
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
        <translation>%1（不在元件目錄中）</translation>
    </message>
    <message>
        <source>Load the catalog file that defines it, or remove the part.</source>
        <translation>請載入定義它的元件目錄檔案，或移除此零組件。</translation>
    </message>
</context>
<context>
    <name>cc::views::PlanDialog</name>
    <message>
        <source>, offload</source>
        <translation>，卸載</translation>
    </message>
    <message>
        <source>Plan a cluster</source>
        <translation>規劃叢集</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <source>buy (capex budget)</source>
        <translation>購買（資本支出預算）</translation>
    </message>
    <message>
        <source>rent (rent budget)</source>
        <translation>租用（租賃預算）</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>購買或租用</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>預算</translation>
    </message>
    <message>
        <source>the run</source>
        <translation>本次訓練</translation>
    </message>
    <message>
        <source>How long the cluster is kept (buy) or rented (rent)</source>
        <translation>叢集保留（購買）或租用（租用）的時間長度</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>時間範圍</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>無上限</translation>
    </message>
    <message>
        <source>Max IT power</source>
        <translation>IT 功率上限</translation>
    </message>
    <message>
        <source>Max facility power</source>
        <translation>設施總功率上限</translation>
    </message>
    <message>
        <source>Per-rack power</source>
        <translation>單櫃功率</translation>
    </message>
    <message>
        <source>either</source>
        <translation>皆可</translation>
    </message>
    <message>
        <source>liquid available</source>
        <translation>可用液冷</translation>
    </message>
    <message>
        <source>air only</source>
        <translation>僅氣冷</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散熱</translation>
    </message>
    <message>
        <source>e.g. h100|h200, mi300x (any part)</source>
        <translation>例如 h100|h200, mi300x（任一零組件）</translation>
    </message>
    <message>
        <source>Patterns, comma separated, matched against server and accelerator ids, names and vendors: | for alternatives, ^ and $ to anchor, * any text</source>
        <translation>樣式以逗號分隔，與伺服器和加速器的 ID、名稱及廠商比對：| 表示替代選項，^ 與 $ 表示錨定，* 表示任意文字</translation>
    </message>
    <message>
        <source>Allowed parts</source>
        <translation>允許的零組件</translation>
    </message>
    <message>
        <source>any market</source>
        <translation>任何市場</translation>
    </message>
    <message>
        <source>Only parts the catalog lists as sold in this market</source>
        <translation>僅限元件目錄中標示在此市場販售的零組件</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市場</translation>
    </message>
    <message>
        <source>facility default</source>
        <translation>設施預設值</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>Largest design</source>
        <translation>最大設計規模</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> 個 GPU</translation>
    </message>
    <message>
        <source>Run plan</source>
        <translation>開始規劃</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Describe the job and its limits, then run the plan: every catalog server at sizes from one node up, with each fabric the generators build, each with its best layout.</source>
        <translation>描述訓練作業及其限制條件，然後執行規劃：針對元件目錄中的每種伺服器，從單一節點起的各種規模，以及產生器能建構的每種網路，分別採用其最佳平行配置進行評估。</translation>
    </message>
    <message>
        <source>Meets</source>
        <translation>符合</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>網路</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>平行配置</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>天數</translation>
    </message>
    <message>
        <source>Total cost</source>
        <translation>總成本</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>資本支出</translation>
    </message>
    <message>
        <source>IT kW</source>
        <translation>IT kW</translation>
    </message>
    <message>
        <source>Limited by</source>
        <translation>受限於</translation>
    </message>
    <message>
        <source>Ranked</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Pareto chart</source>
        <translation>Pareto 圖</translation>
    </message>
    <message>
        <source>Open as design</source>
        <translation>以設計開啟</translation>
    </message>
    <message>
        <source>A new design with this cluster, the job and its layout</source>
        <translation>以此叢集、訓練作業及其配置建立新設計</translation>
    </message>
    <message>
        <source>Planning %1 …</source>
        <translation>正在規劃 %1 …</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 designs&lt;/b&gt; evaluated in %2 s%3.</source>
        <translation>已評估 &lt;b&gt;%1 個設計&lt;/b&gt;，耗時 %2 秒%3。</translation>
    </message>
    <message>
        <source> (cancelled: a partial plan)</source>
        <translation>（已取消：結果不完整）</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>Fastest within budget</source>
        <translation>預算內最快</translation>
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
        <translation>更佳：%1</translation>
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
        <translation>目前的訓練作業（%1）</translation>
    </message>
    <message>
        <source>Workload file…</source>
        <translation>工作負載檔案…</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作業</translation>
    </message>
    <message>
        <source>as the job says</source>
        <translation>依作業設定</translation>
    </message>
    <message>
        <source>pre-training</source>
        <translation>預訓練</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全參數微調</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>default for the method</source>
        <translation>此方法的預設值</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>dataset × epochs</source>
        <translation>資料集 × 輪數</translation>
    </message>
    <message>
        <source>Pre-training: 20 tokens per parameter; fine-tunes: dataset × epochs</source>
        <translation>預訓練：每個參數 20 個 token；微調：資料集 × 訓練輪數</translation>
    </message>
    <message>
        <source>Train on</source>
        <translation>訓練量</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> B token</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token 數</translation>
    </message>
    <message>
        <source>Tokens in one pass over the fine-tuning dataset</source>
        <translation>微調資料集完整走過一次的 token 數</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>資料集</translation>
    </message>
    <message>
        <source> epochs</source>
        <translation> 輪</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>訓練輪數</translation>
    </message>
    <message>
        <source>Workload file</source>
        <translation>工作負載檔案</translation>
    </message>
    <message>
        <source>Workloads (*.json)</source>
        <translation>工作負載 (*.json)</translation>
    </message>
    <message>
        <source>No usable workload.</source>
        <translation>沒有可用的工作負載。</translation>
    </message>
    <message>
        <source>= %L1 B tokens to train on</source>
        <translation>= 共訓練 %L1 B token</translation>
    </message>
</context>
<context>
    <name>cc::views::RackPanel</name>
    <message>
        <source>Rack row</source>
        <translation>機櫃列</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>機櫃</translation>
    </message>
    <message>
        <source>Power per rack (max / limit)</source>
        <translation>單櫃功率（最大 / 上限）</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散熱</translation>
    </message>
    <message>
        <source>Auto-place unracked groups</source>
        <translation>自動放置未上架的群組</translation>
    </message>
    <message>
        <source>Fills racks with the groups that are not in a rack yet, up to each rack&apos;s power limit and height.</source>
        <translation>將尚未放入機櫃的群組填入機櫃，直到達到每個機櫃的功率上限與高度。</translation>
    </message>
    <message>
        <source>Rack the selection…</source>
        <translation>將選取項目上架…</translation>
    </message>
    <message>
        <source>Puts the groups selected on the canvas into a new rack row.</source>
        <translation>將畫布上選取的群組放入新的機櫃列。</translation>
    </message>
    <message>
        <source>Delete row</source>
        <translation>刪除此列</translation>
    </message>
    <message>
        <source>%1 / %2 (%3 %)</source>
        <translation>%1 / %2（%3 %）</translation>
    </message>
    <message>
        <source>Over the rack&apos;s power limit</source>
        <translation>超出機櫃功率上限</translation>
    </message>
    <message>
        <source>%1 / %2 U</source>
        <translation>%1 / %2 U</translation>
    </message>
    <message>
        <source>Every group is already in a rack.</source>
        <translation>所有群組都已上架。</translation>
    </message>
    <message>
        <source>Select one or more groups on the canvas first.</source>
        <translation>請先在畫布上選取一個或多個群組。</translation>
    </message>
    <message>
        <source>Rack the selection</source>
        <translation>將選取項目上架</translation>
    </message>
    <message>
        <source>Rack model</source>
        <translation>機櫃型號</translation>
    </message>
    <message>
        <source>Replicas of each group per rack</source>
        <translation>每個機櫃放置各群組的副本數</translation>
    </message>
    <message>
        <source>Choose a rack model and at least one replica per rack.</source>
        <translation>請選擇機櫃型號，且每個機櫃至少放一個副本。</translation>
    </message>
    <message>
        <source>Rack row %1</source>
        <translation>機櫃列 %1</translation>
    </message>
</context>
<context>
    <name>cc::views::RangeSpinBox</name>
    <message>
        <source>%1 is out of range: enter a value from %2 to %3.</source>
        <translation>%1 超出範圍：請輸入 %2 到 %3 之間的值。</translation>
    </message>
</context>
<context>
    <name>cc::views::ReportView</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; GPUs in &lt;b&gt;%2&lt;/b&gt; servers, %3 switches, %4 racks (%5 groups)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; 個 GPU，分布在 &lt;b&gt;%2&lt;/b&gt; 台伺服器中，%3 台交換器，%4 個機櫃（%5 個群組）&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>關鍵指標</translation>
    </message>
    <message>
        <source>IT power (typical × utilisation)</source>
        <translation>IT 功率（典型值 × 使用率）</translation>
    </message>
    <message>
        <source>Facility power (× PUE %1)</source>
        <translation>設施總功率（× PUE %1）</translation>
    </message>
    <message>
        <source>Largest rack (max)</source>
        <translation>最大機櫃（最大值）</translation>
    </message>
    <message>
        <source>Heat at IT max</source>
        <translation>IT 最大功率下的散熱量</translation>
    </message>
    <message>
        <source>Liquid-cooled racks</source>
        <translation>液冷機櫃</translation>
    </message>
    <message>
        <source>Bisection bandwidth (per direction)</source>
        <translation>對分頻寬（每方向）</translation>
    </message>
    <message>
        <source>Network injection per GPU</source>
        <translation>每個 GPU 網路注入頻寬</translation>
    </message>
    <message>
        <source>Scale-up domain</source>
        <translation>Scale-up 網域</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 張 GPU</translation>
    </message>
    <message>
        <source>Allreduce bus bandwidth in a node</source>
        <translation>節點內 All-Reduce 匯流排頻寬</translation>
    </message>
    <message>
        <source>Allreduce bus bandwidth across nodes</source>
        <translation>跨節點 All-Reduce 匯流排頻寬</translation>
    </message>
    <message>
        <source>Capex (indicative)</source>
        <translation>資本支出（參考）</translation>
    </message>
    <message>
        <source>Network tiers</source>
        <translation>網路層級</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th&gt;Tier&lt;/th&gt;&lt;th&gt;Switches&lt;/th&gt;&lt;th&gt;Ports used / total&lt;/th&gt;&lt;th&gt;Links down&lt;/th&gt;&lt;th&gt;Links up&lt;/th&gt;&lt;th&gt;Oversubscription&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th&gt;層級&lt;/th&gt;&lt;th&gt;交換器&lt;/th&gt;&lt;th&gt;已用連接埠 / 總連接埠&lt;/th&gt;&lt;th&gt;下行鏈路&lt;/th&gt;&lt;th&gt;上行鏈路&lt;/th&gt;&lt;th&gt;超額訂閱比&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Capex by category</source>
        <translation>依類別的資本支出</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>分析發現</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>訓練作業</translation>
    </message>
    <message>
        <source>How the numbers are computed</source>
        <translation>數字的計算方式</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th&gt;Quantity&lt;/th&gt;&lt;th&gt;Formula&lt;/th&gt;&lt;th&gt;Source&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th&gt;指標&lt;/th&gt;&lt;th&gt;公式&lt;/th&gt;&lt;th&gt;來源&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>cc::views::ScenarioPanel</name>
    <message>
        <source>Scenarios kept in the design file, up to %1</source>
        <translation>儲存在設計檔案中的情境，最多 %1 個</translation>
    </message>
    <message>
        <source>Save current as scenario…</source>
        <translation>將目前設計另存為情境…</translation>
    </message>
    <message>
        <source>Make current</source>
        <translation>設為目前設計</translation>
    </message>
    <message>
        <source>Replaces the current design by the selected scenario (Undo brings it back). Save the current design as a scenario first to keep it.</source>
        <translation>以所選情境取代目前設計（可復原）。如需保留目前設計，請先將其另存為情境。</translation>
    </message>
    <message>
        <source>Update from current</source>
        <translation>以目前設計更新</translation>
    </message>
    <message>
        <source>Replaces the selected scenario by a copy of the current design</source>
        <translation>以目前設計的副本取代所選情境</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>重新命名…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scenarios&lt;/b&gt; — up to four variants of this design, saved in its file</source>
        <translation>&lt;b&gt;情境&lt;/b&gt; — 本設計最多四個變體，儲存在其檔案中</translation>
    </message>
    <message>
        <source>Current design</source>
        <translation>目前設計</translation>
    </message>
    <message>
        <source>No scenarios yet. Save the current design as a scenario, change it, and compare the two here.</source>
        <translation>尚無情境。將目前設計另存為情境，修改後即可在此比較兩者。</translation>
    </message>
    <message>
        <source>Against the current design: %1 %2 %3. Tick &lt;i&gt;Overlay scenarios&lt;/i&gt; in the Charts dock to draw them over the design&apos;s charts.</source>
        <translation>與目前設計相比：%1 %2 %3。在「圖表」面板中勾選&lt;i&gt;疊加情境&lt;/i&gt;，即可將它們繪製在設計圖表上。</translation>
    </message>
    <message>
        <source>better</source>
        <translation>較佳</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>較差</translation>
    </message>
    <message>
        <source>different</source>
        <translation>不同</translation>
    </message>
    <message>
        <source>A design keeps at most %1 scenarios: delete or update one instead.</source>
        <translation>一個設計最多保留 %1 個情境：請刪除或更新其中一個。</translation>
    </message>
    <message>
        <source>Keeps a copy of the current design as a scenario to compare with</source>
        <translation>保留目前設計的副本作為情境，以供比較</translation>
    </message>
    <message>
        <source>A scenario needs a name.</source>
        <translation>情境需要名稱。</translation>
    </message>
    <message>
        <source>Another scenario is already called “%1”.</source>
        <translation>已有另一個情境名為「%1」。</translation>
    </message>
    <message>
        <source>Saved the current design as scenario “%1”.</source>
        <translation>已將目前設計儲存為情境「%1」。</translation>
    </message>
    <message>
        <source>Select a scenario first.</source>
        <translation>請先選擇一個情境。</translation>
    </message>
    <message>
        <source>Scenario “%1” is now the current design; Undo brings back the previous one.</source>
        <translation>情境「%1」現為目前設計；復原即可還原先前的設計。</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>情境 %1</translation>
    </message>
    <message>
        <source>Save current as scenario</source>
        <translation>將目前設計另存為情境</translation>
    </message>
    <message>
        <source>Name of the scenario (e.g. “B200 servers”):</source>
        <translation>情境名稱（例如「B200 伺服器」）：</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重新命名情境</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名稱：</translation>
    </message>
</context>
<context>
    <name>cc::views::ScenarioTable</name>
    <message>
        <source>GPUs</source>
        <translation>GPU 數</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>機櫃</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>交換器</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每個 GPU 的記憶體</translation>
    </message>
    <message>
        <source>Fits in GPU memory</source>
        <translation>GPU 記憶體是否放得下</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>每步時間</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>每秒 token 數</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>訓練所需時間</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶頸</translation>
    </message>
    <message>
        <source>Inter-node allreduce bus bandwidth</source>
        <translation>跨節點 All-Reduce 匯流排頻寬</translation>
    </message>
    <message>
        <source>Bisection bandwidth</source>
        <translation>對分頻寬</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>設施總功率</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散熱</translation>
    </message>
    <message>
        <source>Capex (indicative)</source>
        <translation>資本支出（參考）</translation>
    </message>
    <message>
        <source>Energy per run</source>
        <translation>每次訓練能耗</translation>
    </message>
    <message>
        <source>Run cost, bought</source>
        <translation>訓練成本（自購）</translation>
    </message>
    <message>
        <source>Run cost, rented</source>
        <translation>訓練成本（租用）</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>錯誤</translation>
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
        <translation>無高低之分</translation>
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
        <translation>與目前設計相差 %1 %：較佳</translation>
    </message>
    <message>
        <source>%1 % against the current design: worse</source>
        <translation>與目前設計相差 %1 %：較差</translation>
    </message>
    <message>
        <source>%1 % against the current design</source>
        <translation>與目前設計相差 %1 %</translation>
    </message>
    <message>
        <source>Differs from the current design (%1)</source>
        <translation>與目前設計不同（%1）</translation>
    </message>
    <message>
        <source>Figures from</source>
        <translation>數值來源</translation>
    </message>
</context>
<context>
    <name>cc::views::ServerEditor</name>
    <message>
        <source>Parts</source>
        <translation>零組件</translation>
    </message>
    <message>
        <source>&amp;Add part…</source>
        <translation>新增零組件(&amp;A)…</translation>
    </message>
    <message>
        <source>Choose a GPU, NIC, CPU, memory, SSD, PSU or fabric from the catalog</source>
        <translation>從元件目錄中選擇 GPU、網路卡、CPU、記憶體、SSD、電源供應器或互連</translation>
    </message>
    <message>
        <source>This server no longer exists in the design (it was removed or the design was replaced). Go back to the cluster.</source>
        <translation>此伺服器已不在設計中（已被移除或設計已被取代）。請返回叢集。</translation>
    </message>
    <message>
        <source>Drag parts from the palette here, or use Add part…</source>
        <translation>將零組件從元件面板拖曳到此處，或使用「新增零組件…」</translation>
    </message>
    <message>
        <source>Drop more parts here</source>
        <translation>將更多零組件拖放到此處</translation>
    </message>
    <message>
        <source>(removed server)</source>
        <translation>（已移除的伺服器）</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>叢集</translation>
    </message>
    <message>
        <source>Not used by any group yet</source>
        <translation>尚未被任何群組使用</translation>
    </message>
    <message>
        <source>Changes apply to 1 server</source>
        <translation>變更僅套用於 1 台伺服器</translation>
    </message>
    <message>
        <source>Changes apply to all %1 servers of its group</source>
        <translation>變更套用於其所屬群組的全部 %1 台伺服器</translation>
    </message>
    <message>
        <source>Changes apply to %1 servers in %2 groups</source>
        <translation>變更套用於 %2 個群組中的 %1 台伺服器</translation>
    </message>
    <message>
        <source>No server is open to add parts to.</source>
        <translation>沒有已開啟的伺服器可新增零組件。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog.</source>
        <translation>「%1」不在元件目錄中。</translation>
    </message>
    <message>
        <source>Set internal fabric</source>
        <translation>設定內部互連</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>新增 %1</translation>
    </message>
    <message>
        <source>%1: %2 per server.</source>
        <translation>%1：每台伺服器 %2。</translation>
    </message>
    <message>
        <source>Set count of %1</source>
        <translation>設定 %1 的數量</translation>
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
        <translation>放開以新增 %1</translation>
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
        <translation>設計 AI 訓練叢集，並看清它們的能力：GPU、網路、供電、散熱與成本，邊編輯邊分析。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>New empty design</source>
        <translation>新增空白設計</translation>
    </message>
    <message>
        <source>Start from a blank cluster canvas</source>
        <translation>從空白叢集畫布開始</translation>
    </message>
    <message>
        <source>New from generator…</source>
        <translation>從產生器新增…</translation>
    </message>
    <message>
        <source>Fat-tree, rail-optimised, SuperPOD, NVL72, torus</source>
        <translation>胖樹、軌道最佳化、SuperPOD、NVL72、環面</translation>
    </message>
    <message>
        <source>Open a design…</source>
        <translation>開啟設計…</translation>
    </message>
    <message>
        <source>A ClusterCanvas .json file</source>
        <translation>ClusterCanvas .json 檔案</translation>
    </message>
    <message>
        <source>Plan a cluster…</source>
        <translation>規劃叢集…</translation>
    </message>
    <message>
        <source>From a job and its limits to designs</source>
        <translation>從訓練作業及其限制條件到設計方案</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>範例</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>最近使用</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 張 GPU</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>1 server</source>
        <translation>1 台伺服器</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 台伺服器</translation>
    </message>
    <message>
        <source> · %1 switches</source>
        <translation> · %1 台交換器</translation>
    </message>
    <message>
        <source>Cannot be opened</source>
        <translation>無法開啟</translation>
    </message>
    <message>
        <source>No example designs in %1.</source>
        <translation>%1 中沒有範例設計。</translation>
    </message>
    <message>
        <source>File not found</source>
        <translation>找不到檔案</translation>
    </message>
    <message>
        <source>Designs you open or save appear here.</source>
        <translation>您開啟或儲存的設計會顯示在這裡。</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>開啟設計</translation>
    </message>
    <message>
        <source>ClusterCanvas designs (*.json)</source>
        <translation>ClusterCanvas 設計 (*.json)</translation>
    </message>
</context>
<context>
    <name>cc::views::SummaryPanel</name>
    <message>
        <source>Click a figure to see how it is computed: formula, inputs and source.</source>
        <translation>按一下某個數字即可查看其計算方式：公式、輸入與來源。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt; — click one to select what it concerns</source>
        <translation>&lt;b&gt;分析發現&lt;/b&gt; — 按一下某項即可選取相關物件</translation>
    </message>
    <message>
        <source>%1 liquid-cooled, %2 air-cooled racks</source>
        <translation>%1 個液冷機櫃，%2 個氣冷機櫃</translation>
    </message>
    <message>
        <source>air-cooled (1 rack)</source>
        <translation>氣冷（1 個機櫃）</translation>
    </message>
    <message>
        <source>air-cooled (%1 racks)</source>
        <translation>氣冷（%1 個機櫃）</translation>
    </message>
    <message>
        <source>, needs containment</source>
        <translation>，需要通道封閉</translation>
    </message>
    <message>
        <source>no racks laid out</source>
        <translation>未配置機櫃</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 數</translation>
    </message>
    <message>
        <source>%1 in 1 server</source>
        <translation>%1，位於 1 台伺服器</translation>
    </message>
    <message>
        <source>%1 in %2 servers</source>
        <translation>%1，位於 %2 台伺服器</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>訓練作業</translation>
    </message>
    <message>
        <source>none: set one in the Training job panel</source>
        <translation>無：請在「訓練作業」面板中設定</translation>
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
        <translation>每個 GPU 的記憶體</translation>
    </message>
    <message>
        <source>%1 of %2, %3</source>
        <translation>%1 / %2，%3</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>每步時間</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶頸</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>訓練所需時間</translation>
    </message>
    <message>
        <source>%1 (%2 GPU-hours)</source>
        <translation>%1（%2 GPU 小時）</translation>
    </message>
    <message>
        <source>setup contradicts itself (see findings)</source>
        <translation>設定自相矛盾（見分析發現）</translation>
    </message>
    <message>
        <source>IT power</source>
        <translation>IT 功率</translation>
    </message>
    <message>
        <source>Facility power</source>
        <translation>設施總功率</translation>
    </message>
    <message>
        <source>%1 at PUE %2</source>
        <translation>%1，PUE %2</translation>
    </message>
    <message>
        <source>Largest rack</source>
        <translation>最大機櫃</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>散熱</translation>
    </message>
    <message>
        <source>Bisection</source>
        <translation>對分頻寬</translation>
    </message>
    <message>
        <source>Per-GPU network</source>
        <translation>每個 GPU 網路頻寬</translation>
    </message>
    <message>
        <source>Capex (indicative)</source>
        <translation>資本支出（參考）</translation>
    </message>
    <message>
        <source>calibrated</source>
        <translation>已校正</translation>
    </message>
</context>
<context>
    <name>cc::views::TemplateForm</name>
    <message>
        <source>Server and internal fabric</source>
        <translation>伺服器與內部互連</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fabric</source>
        <translation>互連(&amp;F)</translation>
    </message>
    <message>
        <source>Switch chips, meshes or bridges in one server</source>
        <translation>單台伺服器中的交換晶片、網狀互連或橋接器</translation>
    </message>
    <message>
        <source>Fabric &amp;part</source>
        <translation>互連零組件(&amp;P)</translation>
    </message>
    <message>
        <source>Set fabric count</source>
        <translation>設定互連數量</translation>
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
        <translation>設定 PCIe 世代</translation>
    </message>
    <message>
        <source>All compute NICs</source>
        <translation>全部運算網路卡</translation>
    </message>
    <message>
        <source>NICs facing the compute fabric; the rest serve storage</source>
        <translation>連接運算網路的網路卡；其餘用於儲存</translation>
    </message>
    <message>
        <source>Compute &amp;NICs</source>
        <translation>運算網路卡(&amp;N)</translation>
    </message>
    <message>
        <source>Rail-optimised: NIC i sits next to GPU i</source>
        <translation>軌道最佳化：網路卡 i 緊鄰 GPU i</translation>
    </message>
    <message>
        <source>Set rail-optimised</source>
        <translation>設定軌道最佳化</translation>
    </message>
    <message>
        <source> U</source>
        <translation> U</translation>
    </message>
    <message>
        <source>Not rack-mounted</source>
        <translation>非機架式</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>高度(&amp;H)</translation>
    </message>
    <message>
        <source>Set server height</source>
        <translation>設定伺服器高度</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>氣冷</translation>
    </message>
    <message>
        <source>Liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>C&amp;ooling</source>
        <translation>散熱(&amp;O)</translation>
    </message>
    <message>
        <source>Set cooling</source>
        <translation>設定散熱方式</translation>
    </message>
    <message>
        <source>%1 × %2 typical · %3 per GPU per direction</source>
        <translation>%1 × %2 典型值 · 每個 GPU 每方向 %3</translation>
    </message>
    <message>
        <source>GPUs talk over PCIe through the host; no scale-up domain.</source>
        <translation>GPU 經由主機透過 PCIe 通訊；無 Scale-up 網域。</translation>
    </message>
    <message>
        <source>Choose the fabric part, or drop one from the palette.</source>
        <translation>請選擇互連零組件，或從元件面板拖入一個。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation>%1（不在元件目錄中）</translation>
    </message>
    <message>
        <source>A server needs a name; the name was not changed.</source>
        <translation>伺服器需要名稱；名稱未變更。</translation>
    </message>
    <message>
        <source>Rename server</source>
        <translation>重新命名伺服器</translation>
    </message>
    <message>
        <source>Set internal fabric</source>
        <translation>設定內部互連</translation>
    </message>
    <message>
        <source>Compute NICs: %1 is more than the %2 compute NICs this server holds; add NICs first.</source>
        <translation>運算網路卡：%1 超過此伺服器擁有的 %2 張運算網路卡；請先新增網路卡。</translation>
    </message>
    <message>
        <source>Set compute NICs</source>
        <translation>設定運算網路卡</translation>
    </message>
</context>
<context>
    <name>cc::views::WorkloadPanel</name>
    <message>
        <source>Import model</source>
        <translation>匯入模型</translation>
    </message>
    <message>
        <source>Cannot import %1:
%2</source>
        <translation>無法匯入 %1：
%2</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>This design has no training job yet. Choose a model preset to add one; the analysis then shows whether it fits, its step time and MFU.</source>
        <translation>此設計尚無訓練作業。選擇一個模型預設組合即可新增；之後分析會顯示它是否放得下、每步時間與 MFU。</translation>
    </message>
    <message>
        <source>(choose a model)</source>
        <translation>（選擇模型）</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>預設組合</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>參數量</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層數</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隱藏層維度</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力頭數</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 頭數</translation>
    </message>
    <message>
        <source>Fewer than heads: grouped-query attention</source>
        <translation>少於注意力頭數：分組查詢注意力（GQA）</translation>
    </message>
    <message>
        <source>FFN hidden size</source>
        <translation>FFN 隱藏層維度</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>詞彙表大小</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>Experts (0 = dense)</source>
        <translation>專家數（0 = 密集）</translation>
    </message>
    <message>
        <source>Active experts (top-k)</source>
        <translation>啟用專家數（top-k）</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>訓練</translation>
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
        <translation>最佳化器</translation>
    </message>
    <message>
        <source>0 (none)</source>
        <translation>0（無）</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 階段</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>卸載</translation>
    </message>
    <message>
        <source>Tensor parallel (TP)</source>
        <translation>張量平行（TP）</translation>
    </message>
    <message>
        <source>Pipeline parallel (PP)</source>
        <translation>管線平行（PP）</translation>
    </message>
    <message>
        <source>all remaining GPUs</source>
        <translation>其餘全部 GPU</translation>
    </message>
    <message>
        <source>Data parallel (DP)</source>
        <translation>資料平行（DP）</translation>
    </message>
    <message>
        <source>Context parallel (CP)</source>
        <translation>上下文平行（CP）</translation>
    </message>
    <message>
        <source>Expert parallel (EP)</source>
        <translation>專家平行（EP）</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Global batch (sequences)</source>
        <translation>全域批次（序列數）</translation>
    </message>
    <message>
        <source>auto: one micro-batch per DP rank</source>
        <translation>自動：每個 DP rank 一個微批次</translation>
    </message>
    <message>
        <source>Pipeline interleave</source>
        <translation>管線交錯</translation>
    </message>
    <message>
        <source>Activation recompute</source>
        <translation>激活值重新計算</translation>
    </message>
    <message>
        <source>Sequence parallelism</source>
        <translation>序列平行</translation>
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
        <translation>LoRA 適配器位置</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> B token</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>Tokens to train</source>
        <translation>訓練 token 數</translation>
    </message>
    <message>
        <source>Fine-tuning dataset size. Default: the Tulu 3 SFT mixture, about 0.73 B tokens (939k conversations)</source>
        <translation>微調資料集大小。預設：Tulu 3 SFT 混合資料集，約 0.73 B token（93.9 萬則對話）</translation>
    </message>
    <message>
        <source>Passes over the dataset (default 2, as Tulu 3 SFT)</source>
        <translation>走訪資料集的輪數（預設 2，與 Tulu 3 SFT 相同）</translation>
    </message>
    <message>
        <source>Dataset (fine-tune)</source>
        <translation>資料集（微調）</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>訓練輪數</translation>
    </message>
    <message>
        <source>%1 B total, %2 B active</source>
        <translation>總計 %1 B，啟用 %2 B</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::AccuracyChart</name>
    <message>
        <source>%1 TFLOP/s per GPU</source>
        <translation>每個 GPU %1 TFLOP/s</translation>
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
        <translation>每個 GPU %1 tokens/s</translation>
    </message>
    <message>
        <source>Model against published training runs</source>
        <translation>模型與公開訓練作業的比較</translation>
    </message>
    <message>
        <source>Dense BF16</source>
        <translation>密集 BF16</translation>
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
        <translation>MoE（專家平行）</translation>
    </message>
    <message>
        <source>Long context (CP)</source>
        <translation>長上下文（CP）</translation>
    </message>
    <message>
        <source>Non-NVIDIA</source>
        <translation>非 NVIDIA</translation>
    </message>
    <message>
        <source>No validation cases</source>
        <translation>無驗證案例</translation>
    </message>
    <message>
        <source>No case could be analysed</source>
        <translation>沒有可分析的案例</translation>
    </message>
    <message>
        <source>Published (tokens/s per GPU)</source>
        <translation>公開值（每個 GPU tokens/s）</translation>
    </message>
    <message>
        <source>Model (tokens/s per GPU)</source>
        <translation>模型（每個 GPU tokens/s）</translation>
    </message>
    <message>
        <source>Figures published as TFLOP/s, MFU or step time are converted to tokens/s with the model&apos;s own FLOPs per token, so each source&apos;s FLOP convention cancels</source>
        <translation>以 TFLOP/s、MFU 或每步時間公布的數據，皆以模型本身的每 token FLOPs 換算為 tokens/s，藉此抵消各來源 FLOP 計算方式的差異</translation>
    </message>
    <message>
        <source>Above the line the model is faster than measured; shaded: within ±10 %; hollow: expected failure (reasons in Help ▸ Accuracy)</source>
        <translation>對角線上方表示模型比實測快；陰影：±10 % 以內；空心：預期失敗（原因見「說明 ▸ 準確度」）</translation>
    </message>
    <message>
        <source>Above the line the model is faster than measured; shaded: within ±10 %; hollow: expected failure (reason on hover)</source>
        <translation>對角線上方表示模型比實測快；陰影：±10 % 以內；空心：預期失敗（滑鼠停留可查看原因）</translation>
    </message>
    <message>
        <source>; 1 case the model refuses is not drawn</source>
        <translation>；模型拒絕的 1 個案例未繪出</translation>
    </message>
    <message>
        <source>; %1 cases the model refuses are not drawn</source>
        <translation>；模型拒絕的 %1 個案例未繪出</translation>
    </message>
    <message>
        <source>model = published</source>
        <translation>模型 = 公開值</translation>
    </message>
    <message>
        <source>%1
%2
Published %3 (%4 tokens/s per GPU)
Model %5, error %6</source>
        <translation>%1
%2
公開值 %3（每個 GPU %4 tokens/s）
模型 %5，誤差 %6</translation>
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
預期失敗：%1</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::BomChart</name>
    <message>
        <source>Bill of materials</source>
        <translation>物料清單</translation>
    </message>
    <message>
        <source>Accelerators &amp; servers</source>
        <translation>加速器與伺服器</translation>
    </message>
    <message>
        <source>Network switches</source>
        <translation>網路交換器</translation>
    </message>
    <message>
        <source>Optics &amp; cables</source>
        <translation>光收發模組與纜線</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>儲存設備</translation>
    </message>
    <message>
        <source>Racks, power &amp; cooling</source>
        <translation>機櫃、供電與散熱</translation>
    </message>
    <message>
        <source>Nothing to price yet: add servers, switches or storage</source>
        <translation>尚無可計價的項目：請新增伺服器、交換器或儲存設備</translation>
    </message>
    <message>
        <source>No prices: 1 item in this design has no price in the catalog</source>
        <translation>無價格：本設計中有 1 項在元件目錄中沒有價格</translation>
    </message>
    <message>
        <source>No prices: %1 items in this design have no price in the catalog</source>
        <translation>無價格：本設計中有 %1 項在元件目錄中沒有價格</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>Capital cost (%1)</source>
        <translation>資本成本（%1）</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本設計</translation>
    </message>
    <message>
        <source>Listed prices</source>
        <translation>目錄價格</translation>
    </message>
    <message>
        <source>%1: estimated prices</source>
        <translation>%1：估算價格</translation>
    </message>
    <message>
        <source>Estimated prices (hatched)</source>
        <translation>估算價格（斜線填充）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Total capex: %1</source>
        <translation>資本支出合計：%1</translation>
    </message>
    <message>
        <source>; 1 price is an estimate (hatched)</source>
        <translation>；1 個價格為估算值（斜線填充）</translation>
    </message>
    <message>
        <source>; %1 prices are estimates (hatched)</source>
        <translation>；%1 個價格為估算值（斜線填充）</translation>
    </message>
    <message>
        <source> (1 item unpriced)</source>
        <translation>（1 項無價格）</translation>
    </message>
    <message>
        <source>; 1 item has no price and is not included</source>
        <translation>；1 項沒有價格，未計入</translation>
    </message>
    <message>
        <source> (%1 items unpriced)</source>
        <translation>（%1 項無價格）</translation>
    </message>
    <message>
        <source>; %1 items have no price and are not included</source>
        <translation>；%1 項沒有價格，未計入</translation>
    </message>
    <message>
        <source>Total capex:</source>
        <translation>資本支出合計：</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Total: %1</source>
        <translation>&lt;br/&gt;合計：%1</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Share of capex: %1 %</source>
        <translation>&lt;br/&gt;占資本支出：%1 %</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Listed prices: %1</source>
        <translation>&lt;br/&gt;目錄價格：%1</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Estimated prices: %1</source>
        <translation>&lt;br/&gt;估算價格：%1</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::ChartBase</name>
    <message>
        <source>No design</source>
        <translation>無設計</translation>
    </message>
    <message>
        <source>Export chart as PNG, SVG or PDF…</source>
        <translation>將圖表匯出為 PNG、SVG 或 PDF…</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>匯出圖表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 影像 (*.png);;SVG 向量圖 (*.svg);;PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot export to &quot;%1&quot;: use a .png, .svg or .pdf file name.</source>
        <translation>無法匯出至「%1」：請使用 .png、.svg 或 .pdf 檔名。</translation>
    </message>
    <message>
        <source>Could not draw the chart for %1.</source>
        <translation>無法為 %1 繪製圖表。</translation>
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
        <translation>疊加情境</translation>
    </message>
    <message>
        <source>Draw the design&apos;s saved scenarios over it (Scenarios panel).</source>
        <translation>將設計已儲存的情境疊加繪製在其上（情境面板）。</translation>
    </message>
    <message>
        <source>Hover for exact values · right-click to export PNG, SVG or PDF</source>
        <translation>滑鼠停留可查看精確值 · 按右鍵匯出 PNG、SVG 或 PDF</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::MemoryStackChart</name>
    <message>
        <source>Weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>最佳化器狀態</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Other (runtime, buffers, fragmentation)</source>
        <translation>其他（執行階段、緩衝區、碎片）</translation>
    </message>
    <message>
        <source>This design: </source>
        <translation>本設計：</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本設計</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>每個 GPU</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>階段 %1</translation>
    </message>
    <message>
        <source>Stages %1–%2</source>
        <translation>階段 %1–%2</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每個 GPU 的記憶體</translation>
    </message>
    <message>
        <source>No training job: pick a model in the Training job panel</source>
        <translation>無訓練作業：請在「訓練作業」面板中選擇模型</translation>
    </message>
    <message>
        <source>No memory figures: the training job has no model shape</source>
        <translation>無記憶體資料：訓練作業沒有模型結構</translation>
    </message>
    <message>
        <source>%1 (fullest stage)</source>
        <translation>%1（用量最多的階段）</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>每個 GPU 記憶體（GiB）</translation>
    </message>
    <message>
        <source>Alternative that fits</source>
        <translation>放得下的替代方案</translation>
    </message>
    <message>
        <source>Alternative that does not fit</source>
        <translation>放不下的替代方案</translation>
    </message>
    <message>
        <source>GPU memory %1</source>
        <translation>GPU 記憶體 %1</translation>
    </message>
    <message>
        <source>Alternatives, each change alone (per-GPU total)</source>
        <translation>替代方案，每次只改一項（每個 GPU 合計）</translation>
    </message>
    <message>
        <source>What would make it fit, each change alone (per-GPU total)</source>
        <translation>放得下的改法，每次只改一項（每個 GPU 合計）</translation>
    </message>
    <message>
        <source>%1 of %2 alternatives, each change alone (per-GPU total)</source>
        <translation>%2 個替代方案中的 %1 個，每次只改一項（每個 GPU 合計）</translation>
    </message>
    <message>
        <source>%1 of %2 changes that would make it fit (per-GPU total)</source>
        <translation>%2 項放得下的變更中的 %1 項（每個 GPU 合計）</translation>
    </message>
    <message>
        <source>Fullest stage %1 of %2: fits, %3 free</source>
        <translation>用量最多的階段 %1 / %2：放得下，剩餘 %3</translation>
    </message>
    <message>
        <source>Fullest stage %1 of %2: does not fit, %3 over</source>
        <translation>用量最多的階段 %1 / %2：放不下，超出 %3</translation>
    </message>
    <message>
        <source>; largest micro-batch that fits: %1 sequences</source>
        <translation>；放得下的最大微批次：%1 條序列</translation>
    </message>
    <message>
        <source>; %1 of %2 pipeline stages shown</source>
        <translation>；顯示 %2 個管線階段中的 %1 個</translation>
    </message>
    <message>
        <source>%1 GiB (%2 GB)</source>
        <translation>%1 GiB（%2 GB）</translation>
    </message>
    <message>
        <source>&lt;b&gt;GPU memory&lt;/b&gt;&lt;br/&gt;%1</source>
        <translation>&lt;b&gt;GPU 記憶體&lt;/b&gt;&lt;br/&gt;%1</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::ParetoChart</name>
    <message>
        <source>No candidate fits in GPU memory</source>
        <translation>沒有放得進 GPU 記憶體的候選方案</translation>
    </message>
    <message>
        <source>Total cost (USD)</source>
        <translation>總成本（美元）</translation>
    </message>
    <message>
        <source>Wall time to train (days)</source>
        <translation>訓練耗時（天）</translation>
    </message>
    <message>
        <source>meets every constraint</source>
        <translation>符合全部限制條件</translation>
    </message>
    <message>
        <source>misses a constraint</source>
        <translation>未符合某項限制條件</translation>
    </message>
    <message>
        <source>Pareto front (nothing is both cheaper and faster)</source>
        <translation>Pareto 前緣（沒有方案既更便宜又更快）</translation>
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
        <translation>%1 個設計放得下；%2 個符合全部限制條件；標記大小：IT 功率</translation>
    </message>
    <message>
        <source>Time to train vs total cost</source>
        <translation>訓練時間與總成本</translation>
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
        <translation>氣冷</translation>
    </message>
    <message>
        <source>air with containment</source>
        <translation>氣冷（通道封閉）</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>液冷</translation>
    </message>
    <message>
        <source>Max, air-cooled</source>
        <translation>最大值，氣冷</translation>
    </message>
    <message>
        <source>Max, air with containment</source>
        <translation>最大值，通道封閉氣冷</translation>
    </message>
    <message>
        <source>Max, liquid-cooled</source>
        <translation>最大值，液冷</translation>
    </message>
    <message>
        <source>Power per rack</source>
        <translation>單櫃功率</translation>
    </message>
    <message>
        <source>No racks laid out: use Auto-place in the Racks panel</source>
        <translation>未配置機櫃：請使用「機櫃」面板中的自動放置</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本設計</translation>
    </message>
    <message>
        <source>(no racks)</source>
        <translation>（無機櫃）</translation>
    </message>
    <message>
        <source>Rack rows</source>
        <translation>機櫃列</translation>
    </message>
    <message>
        <source>Largest racks</source>
        <translation>最大的機櫃</translation>
    </message>
    <message>
        <source>Largest rack of each scenario</source>
        <translation>各情境中最大的機櫃</translation>
    </message>
    <message>
        <source>Power per rack (kW)</source>
        <translation>單櫃功率（kW）</translation>
    </message>
    <message>
        <source>Typical draw</source>
        <translation>典型耗電</translation>
    </message>
    <message>
        <source>Rack power limit</source>
        <translation>機櫃功率上限</translation>
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
        <translation>整個設計</translation>
    </message>
    <message>
        <source>IT and facility power (%1)</source>
        <translation>IT 與設施總功率（%1）</translation>
    </message>
    <message>
        <source>IT power (average)</source>
        <translation>IT 功率（平均）</translation>
    </message>
    <message>
        <source>Facility (IT × PUE)</source>
        <translation>設施（IT × PUE）</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;IT power (typical × %2 % utilisation): %3&lt;br/&gt;Facility power (IT × PUE %4): %5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;IT 功率（典型值 × %2 % 使用率）：%3&lt;br/&gt;設施總功率（IT × PUE %4）：%5</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; ×%2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; ×%2</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Nameplate max: %1 per rack&lt;br/&gt;Typical draw: %2 per rack</source>
        <translation>&lt;br/&gt;額定最大值：每櫃 %1&lt;br/&gt;典型耗電：每櫃 %2</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Limit: %1 (%2 % used at max)</source>
        <translation>&lt;br/&gt;上限：%1（最大時使用 %2 %）</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Cooling: %1&lt;br/&gt;Height: %2 of %3 U</source>
        <translation>&lt;br/&gt;散熱：%1&lt;br/&gt;高度：%2 / %3 U</translation>
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
        <translation>注意力輸出（GEMM）</translation>
    </message>
    <message>
        <source>MLP up (GEMM)</source>
        <translation>MLP 升維（GEMM）</translation>
    </message>
    <message>
        <source>MLP down (GEMM)</source>
        <translation>MLP 降維（GEMM）</translation>
    </message>
    <message>
        <source>Expert MLP up (GEMM)</source>
        <translation>專家 MLP 升維（GEMM）</translation>
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
        <translation>Logits 層（GEMM）</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>最佳化器步驟</translation>
    </message>
    <message>
        <source>LoRA adapter down-projection (GEMM)</source>
        <translation>LoRA 適配器降維投影（GEMM）</translation>
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
        <translation>加速器的 Roofline 模型</translation>
    </message>
    <message>
        <source>No training job: pick a model in the Training job panel</source>
        <translation>無訓練作業：請在「訓練作業」面板中選擇模型</translation>
    </message>
    <message>
        <source>The design has no accelerator with FLOP/s and memory bandwidth in the catalog</source>
        <translation>此設計中沒有在元件目錄裡標示 FLOP/s 與記憶體頻寬的加速器</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP/byte of HBM traffic)</source>
        <translation>算術強度（FLOP/位元組 HBM 流量）</translation>
    </message>
    <message>
        <source>Performance (TFLOP/s)</source>
        <translation>效能（TFLOP/s）</translation>
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
        <translation>可達到（GEMM %1 %，HBM %2 %）</translation>
    </message>
    <message>
        <source>BF16 roof (attention, logits)</source>
        <translation>BF16 上限（注意力、logits）</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/byte</source>
        <translation>轉折點 %1 FLOP/位元組</translation>
    </message>
    <message>
        <source>%1: dense %2 peak %3, HBM %4</source>
        <translation>%1：密集 %2 峰值 %3，HBM %4</translation>
    </message>
    <message>
        <source>; operations: one micro-batch per GPU, forward pass</source>
        <translation>；運算子：每個 GPU 一個微批次，前向傳播</translation>
    </message>
    <message>
        <source>; the job&apos;s layout is not valid, so no operations are placed</source>
        <translation>；訓練作業的配置無效，因此未標出運算子</translation>
    </message>
    <message>
        <source>M × K · K × N = %1 × %2 · %2 × %3&lt;br/&gt;</source>
        <translation>M × K · K × N = %1 × %2 · %2 × %3&lt;br/&gt;</translation>
    </message>
    <message>
        <source>%1 GFLOP, %2 MB of HBM traffic: %3 FLOP/byte&lt;br/&gt;attained %4 (roof %5): %6</source>
        <translation>%1 GFLOP，%2 MB HBM 流量：%3 FLOP/位元組&lt;br/&gt;實際達到 %4（上限 %5）：%6</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>記憶體頻寬受限</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>運算受限</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;at %2 FLOP/byte: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;在 %2 FLOP/位元組 時：%3</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::ScalingChart</name>
    <message>
        <source>1 GPU</source>
        <translation>1 個 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 張 GPU</translation>
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
        <translation>，交錯 %1</translation>
    </message>
    <message>
        <source>, recompute %1, ZeRO %2</source>
        <translation>，重新計算 %1，ZeRO %2</translation>
    </message>
    <message>
        <source>no layout fits in %1 GiB of GPU memory</source>
        <translation>%1 GiB GPU 記憶體中放不下任何配置</translation>
    </message>
    <message>
        <source>no layout divides the model and the global batch</source>
        <translation>沒有能整除模型與全域批次的配置</translation>
    </message>
    <message>
        <source>the servers are not networked</source>
        <translation>伺服器之間沒有連網</translation>
    </message>
    <message>
        <source>Beyond the design:
same servers and
network per GPU assumed</source>
        <translation>超出設計範圍：
假設每個 GPU 的伺服器
與網路相同</translation>
    </message>
    <message>
        <source>Scaling with the number of GPUs</source>
        <translation>隨 GPU 數量的擴展性</translation>
    </message>
    <message>
        <source>No training job: pick a model in the Training job panel</source>
        <translation>無訓練作業：請在「訓練作業」面板中選擇模型</translation>
    </message>
    <message>
        <source>GPUs (log scale)</source>
        <translation>GPU 數（對數座標）</translation>
    </message>
    <message>
        <source>Throughput (tokens/s, log scale)</source>
        <translation>吞吐量（tokens/s，對數座標）</translation>
    </message>
    <message>
        <source>Scaling efficiency (%)</source>
        <translation>擴展效率（%）</translation>
    </message>
    <message>
        <source>This job
%1</source>
        <translation>本作業
%1</translation>
    </message>
    <message>
        <source>This design
%1</source>
        <translation>本設計
%1</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本設計</translation>
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
        <translation>GPU 記憶體中放不下任何方案</translation>
    </message>
    <message>
        <source>Servers not networked</source>
        <translation>伺服器未連網</translation>
    </message>
    <message>
        <source>No layout divides model and batch</source>
        <translation>沒有能整除模型與批次的配置</translation>
    </message>
    <message>
        <source>This design&apos;s own layout</source>
        <translation>本設計本身的配置</translation>
    </message>
    <message>
        <source>Best layout per size from the parallelism search; global batch kept at %1 sequences</source>
        <translation>每種規模取平行搜尋得到的最佳配置；全域批次維持 %1 條序列</translation>
    </message>
    <message>
        <source>Best layout per size from the parallelism search; global batch = DP × micro-batch</source>
        <translation>每種規模取平行搜尋得到的最佳配置；全域批次 = DP × 微批次</translation>
    </message>
    <message>
        <source>; efficiency per GPU relative to %1</source>
        <translation>；每個 GPU 效率相對於 %1</translation>
    </message>
    <message>
        <source>; shaded: beyond the design, same servers and network per GPU assumed</source>
        <translation>；陰影：超出設計範圍，假設每個 GPU 的伺服器與網路相同</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2: %3 tokens/s with the layout the job sets</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2：依作業設定的配置為 %3 tokens/s</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2 (%3 servers)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2（%3 台伺服器）</translation>
    </message>
    <message>
        <source>: %1 tokens/s, efficiency %2 %, MFU %3 %, step %4 s&lt;br/&gt;best layout: %5&lt;br/&gt;%6 GiB per GPU</source>
        <translation>：%1 tokens/s，效率 %2 %，MFU %3 %，每步 %4 秒&lt;br/&gt;最佳配置：%5&lt;br/&gt;每個 GPU %6 GiB</translation>
    </message>
</context>
<context>
    <name>cc::views::charts::StepTimeChart</name>
    <message>
        <source>Compute</source>
        <translation>運算</translation>
    </message>
    <message>
        <source>Tensor-parallel comm. (exposed)</source>
        <translation>張量平行通訊（未遮蔽）</translation>
    </message>
    <message>
        <source>Pipeline bubble and transfers</source>
        <translation>管線氣泡與傳輸</translation>
    </message>
    <message>
        <source>Data-parallel gradient sync (exposed)</source>
        <translation>資料平行梯度同步（未遮蔽）</translation>
    </message>
    <message>
        <source>Expert all-to-all</source>
        <translation>專家 All-to-All</translation>
    </message>
    <message>
        <source>Context-parallel K/V exchange (exposed)</source>
        <translation>上下文平行 K/V 交換（未遮蔽）</translation>
    </message>
    <message>
        <source>Optimizer step</source>
        <translation>最佳化器步驟</translation>
    </message>
    <message>
        <source>FSDP parameter gathers (exposed)</source>
        <translation>FSDP 參數收集（未遮蔽）</translation>
    </message>
    <message>
        <source>MoE token permutation</source>
        <translation>MoE token 重排</translation>
    </message>
    <message>
        <source>FP8 cast and transpose</source>
        <translation>FP8 型別轉換與轉置</translation>
    </message>
    <message>
        <source>Step time breakdown</source>
        <translation>每步時間組成</translation>
    </message>
    <message>
        <source>No training job: pick a model in the Training job panel</source>
        <translation>無訓練作業：請在「訓練作業」面板中選擇模型</translation>
    </message>
    <message>
        <source>The training job&apos;s setup is not valid: see the findings</source>
        <translation>訓練作業的設定無效：請查看分析發現</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本設計</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>單步</translation>
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
        <translation>每個最佳化器步驟的時間（%1）</translation>
    </message>
    <message>
        <source>%1: %2 %3 (%4)</source>
        <translation>%1：%2 %3（%4）</translation>
    </message>
    <message>
        <source>Step %1 %2 · %3 tokens/s · MFU %4</source>
        <translation>每步 %1 %2 · %3 tokens/s · MFU %4</translation>
    </message>
    <message>
        <source> · limited by %1</source>
        <translation> · 受限於 %1</translation>
    </message>
    <message>
        <source>Limited by: %1</source>
        <translation>受限於：%1</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Limited by: %1</source>
        <translation>&lt;br/&gt;受限於：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2: %3 %4 (%5 of the %6 %4 step)%7</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br/&gt;%2：%3 %4（占 %6 %4 每步時間的 %5）%7</translation>
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
        <translation>總持有成本：購買與租用</translation>
    </message>
    <message>
        <source>This design</source>
        <translation>本設計</translation>
    </message>
    <message>
        <source>Nothing to cost yet: add servers, switches or storage</source>
        <translation>尚無可計算成本的項目：請新增伺服器、交換器或儲存設備</translation>
    </message>
    <message>
        <source>Years from purchase</source>
        <translation>購買後的年數</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累計成本（%1）</translation>
    </message>
    <message>
        <source>%1: buy</source>
        <translation>%1：購買</translation>
    </message>
    <message>
        <source>Buy: capex, then energy and maintenance</source>
        <translation>購買：資本支出，之後為能耗與維護</translation>
    </message>
    <message>
        <source>%1: rent</source>
        <translation>%1：租用</translation>
    </message>
    <message>
        <source>Rent: the same GPUs in the cloud</source>
        <translation>租用：在雲端租用相同的 GPU</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>損益兩平</translation>
    </message>
    <message>
        <source>Break-even: %1</source>
        <translation>損益兩平：%1</translation>
    </message>
    <message>
        <source>Buy: capex %1 + energy %2 + maintenance %3.</source>
        <translation>購買：資本支出 %1 + 能耗 %2 + 維護 %3。</translation>
    </message>
    <message>
        <source>Rent: %1 GPUs × $%2/GPU-hour at %3 % utilisation.</source>
        <translation>租用：%1 個 GPU × $%2/GPU 小時，使用率 %3 %。</translation>
    </message>
    <message>
        <source>no GPUs to rent</source>
        <translation>沒有可租用的 GPU</translation>
    </message>
    <message>
        <source>No GPUs in the design, so nothing to compare with renting.</source>
        <translation>設計中沒有 GPU，因此無法與租用比較。</translation>
    </message>
    <message>
        <source>these GPUs</source>
        <translation>這些 GPU</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 張 GPU</translation>
    </message>
    <message>
        <source>no cloud price for %1; set one in the training job&apos;s run settings</source>
        <translation>%1 沒有雲端價格；請在訓練作業的執行設定中設定</translation>
    </message>
    <message>
        <source>No cloud price for %1: set one ($/GPU-hour) in the training job&apos;s run settings to compare with renting.</source>
        <translation>%1 沒有雲端價格：請在訓練作業的執行設定中設定（$/GPU 小時），以便與租用比較。</translation>
    </message>
    <message>
        <source>break-even after %1 (%2)</source>
        <translation>%1 後達到損益兩平（%2）</translation>
    </message>
    <message>
        <source>Buying costs less than renting after %1 (%2 each).</source>
        <translation>%1 後購買比租用更省錢（各為 %2）。</translation>
    </message>
    <message>
        <source>no break-even within %1 (after %2)</source>
        <translation>%1 內無法達到損益兩平（需 %2）</translation>
    </message>
    <message>
        <source>No break-even within %1: buying costs less than renting only after %2.</source>
        <translation>%1 內無法達到損益兩平：要到 %2 後購買才比租用便宜。</translation>
    </message>
    <message>
        <source>renting stays cheaper (no break-even)</source>
        <translation>租用始終較便宜（無損益兩平點）</translation>
    </message>
    <message>
        <source>No break-even: renting (%1) costs less than energy and maintenance alone (%2).</source>
        <translation>無損益兩平點：租用（%1）的成本低於僅能耗與維護的成本（%2）。</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Buying, after %1: %2&lt;br/&gt;capex %3 + energy %4 + maintenance %5</source>
        <translation>&lt;br/&gt;購買 %1 後：%2&lt;br/&gt;資本支出 %3 + 能耗 %4 + 維護 %5</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Renting, after %1: %2&lt;br/&gt;%3 GPUs × $%4/GPU-hour × 8,760 h/year × %5 % utilisation&lt;br/&gt;Price: %6</source>
        <translation>&lt;br/&gt;租用 %1 後：%2&lt;br/&gt;%3 個 GPU × $%4/GPU 小時 × 8,760 小時/年 × %5 % 使用率&lt;br/&gt;價格：%6</translation>
    </message>
    <message>
        <source>&lt;br/&gt;Break-even after %1 (%2 years): buying and renting both cost %3</source>
        <translation>&lt;br/&gt;%1 後達到損益兩平（%2 年）：購買與租用的成本皆為 %3</translation>
    </message>
</context>
</TS>
