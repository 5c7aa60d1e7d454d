// Checks a string concatenation with 420 operands (beyond StringConcatFactory's 200-slot limit) mixing all types, plus a long chain of += in a loop.
public class ConcatManyArgs {
    public static void main(String[] args) {
        int v0 = 0;
        long v1 = 1L * 1000000000L;
        char v2 = (char) ('a' + 2);
        double v3 = 3 + 0.5;
        String v4 = "s4";
        boolean v5 = true;
        float v6 = 6f / 4;
        int v7 = 7;
        long v8 = 8L * 1000000000L;
        char v9 = (char) ('a' + 9);
        double v10 = 10 + 0.5;
        String v11 = "s11";
        boolean v12 = false;
        float v13 = 13f / 4;
        int v14 = 14;
        long v15 = 15L * 1000000000L;
        char v16 = (char) ('a' + 16);
        double v17 = 17 + 0.5;
        String v18 = "s18";
        boolean v19 = true;
        float v20 = 20f / 4;
        int v21 = 21;
        long v22 = 22L * 1000000000L;
        char v23 = (char) ('a' + 23);
        double v24 = 24 + 0.5;
        String v25 = "s25";
        boolean v26 = false;
        float v27 = 27f / 4;
        int v28 = 28;
        long v29 = 29L * 1000000000L;
        char v30 = (char) ('a' + 4);
        double v31 = 31 + 0.5;
        String v32 = "s32";
        boolean v33 = true;
        float v34 = 34f / 4;
        int v35 = 35;
        long v36 = 36L * 1000000000L;
        char v37 = (char) ('a' + 11);
        double v38 = 38 + 0.5;
        String v39 = "s39";
        boolean v40 = false;
        float v41 = 41f / 4;
        int v42 = 42;
        long v43 = 43L * 1000000000L;
        char v44 = (char) ('a' + 18);
        double v45 = 45 + 0.5;
        String v46 = "s46";
        boolean v47 = true;
        float v48 = 48f / 4;
        int v49 = 49;
        long v50 = 50L * 1000000000L;
        char v51 = (char) ('a' + 25);
        double v52 = 52 + 0.5;
        String v53 = "s53";
        boolean v54 = false;
        float v55 = 55f / 4;
        int v56 = 56;
        long v57 = 57L * 1000000000L;
        char v58 = (char) ('a' + 6);
        double v59 = 59 + 0.5;
        String v60 = "s60";
        boolean v61 = true;
        float v62 = 62f / 4;
        int v63 = 63;
        long v64 = 64L * 1000000000L;
        char v65 = (char) ('a' + 13);
        double v66 = 66 + 0.5;
        String v67 = "s67";
        boolean v68 = false;
        float v69 = 69f / 4;
        int v70 = 70;
        long v71 = 71L * 1000000000L;
        char v72 = (char) ('a' + 20);
        double v73 = 73 + 0.5;
        String v74 = "s74";
        boolean v75 = true;
        float v76 = 76f / 4;
        int v77 = 77;
        long v78 = 78L * 1000000000L;
        char v79 = (char) ('a' + 1);
        double v80 = 80 + 0.5;
        String v81 = "s81";
        boolean v82 = false;
        float v83 = 83f / 4;
        int v84 = 84;
        long v85 = 85L * 1000000000L;
        char v86 = (char) ('a' + 8);
        double v87 = 87 + 0.5;
        String v88 = "s88";
        boolean v89 = true;
        float v90 = 90f / 4;
        int v91 = 91;
        long v92 = 92L * 1000000000L;
        char v93 = (char) ('a' + 15);
        double v94 = 94 + 0.5;
        String v95 = "s95";
        boolean v96 = false;
        float v97 = 97f / 4;
        int v98 = 98;
        long v99 = 99L * 1000000000L;
        char v100 = (char) ('a' + 22);
        double v101 = 101 + 0.5;
        String v102 = "s102";
        boolean v103 = true;
        float v104 = 104f / 4;
        int v105 = 105;
        long v106 = 106L * 1000000000L;
        char v107 = (char) ('a' + 3);
        double v108 = 108 + 0.5;
        String v109 = "s109";
        boolean v110 = false;
        float v111 = 111f / 4;
        int v112 = 112;
        long v113 = 113L * 1000000000L;
        char v114 = (char) ('a' + 10);
        double v115 = 115 + 0.5;
        String v116 = "s116";
        boolean v117 = true;
        float v118 = 118f / 4;
        int v119 = 119;
        long v120 = 120L * 1000000000L;
        char v121 = (char) ('a' + 17);
        double v122 = 122 + 0.5;
        String v123 = "s123";
        boolean v124 = false;
        float v125 = 125f / 4;
        int v126 = 126;
        long v127 = 127L * 1000000000L;
        char v128 = (char) ('a' + 24);
        double v129 = 129 + 0.5;
        String v130 = "s130";
        boolean v131 = true;
        float v132 = 132f / 4;
        int v133 = 133;
        long v134 = 134L * 1000000000L;
        char v135 = (char) ('a' + 5);
        double v136 = 136 + 0.5;
        String v137 = "s137";
        boolean v138 = false;
        float v139 = 139f / 4;
        int v140 = 140;
        long v141 = 141L * 1000000000L;
        char v142 = (char) ('a' + 12);
        double v143 = 143 + 0.5;
        String v144 = "s144";
        boolean v145 = true;
        float v146 = 146f / 4;
        int v147 = 147;
        long v148 = 148L * 1000000000L;
        char v149 = (char) ('a' + 19);
        double v150 = 150 + 0.5;
        String v151 = "s151";
        boolean v152 = false;
        float v153 = 153f / 4;
        int v154 = 154;
        long v155 = 155L * 1000000000L;
        char v156 = (char) ('a' + 0);
        double v157 = 157 + 0.5;
        String v158 = "s158";
        boolean v159 = true;
        float v160 = 160f / 4;
        int v161 = 161;
        long v162 = 162L * 1000000000L;
        char v163 = (char) ('a' + 7);
        double v164 = 164 + 0.5;
        String v165 = "s165";
        boolean v166 = false;
        float v167 = 167f / 4;
        int v168 = 168;
        long v169 = 169L * 1000000000L;
        char v170 = (char) ('a' + 14);
        double v171 = 171 + 0.5;
        String v172 = "s172";
        boolean v173 = true;
        float v174 = 174f / 4;
        int v175 = 175;
        long v176 = 176L * 1000000000L;
        char v177 = (char) ('a' + 21);
        double v178 = 178 + 0.5;
        String v179 = "s179";
        boolean v180 = false;
        float v181 = 181f / 4;
        int v182 = 182;
        long v183 = 183L * 1000000000L;
        char v184 = (char) ('a' + 2);
        double v185 = 185 + 0.5;
        String v186 = "s186";
        boolean v187 = true;
        float v188 = 188f / 4;
        int v189 = 189;
        long v190 = 190L * 1000000000L;
        char v191 = (char) ('a' + 9);
        double v192 = 192 + 0.5;
        String v193 = "s193";
        boolean v194 = false;
        float v195 = 195f / 4;
        int v196 = 196;
        long v197 = 197L * 1000000000L;
        char v198 = (char) ('a' + 16);
        double v199 = 199 + 0.5;
        String v200 = "s200";
        boolean v201 = true;
        float v202 = 202f / 4;
        int v203 = 203;
        long v204 = 204L * 1000000000L;
        char v205 = (char) ('a' + 23);
        double v206 = 206 + 0.5;
        String v207 = "s207";
        boolean v208 = false;
        float v209 = 209f / 4;
        String all = "start:"
                + v0 + "," + v1 + "," + v2 + "," + v3 + "," + v4 + "," + v5 + "," + v6 + "," + v7 + "," + v8 + "," + v9
                + v10 + "," + v11 + "," + v12 + "," + v13 + "," + v14 + "," + v15 + "," + v16 + "," + v17 + "," + v18 + "," + v19
                + v20 + "," + v21 + "," + v22 + "," + v23 + "," + v24 + "," + v25 + "," + v26 + "," + v27 + "," + v28 + "," + v29
                + v30 + "," + v31 + "," + v32 + "," + v33 + "," + v34 + "," + v35 + "," + v36 + "," + v37 + "," + v38 + "," + v39
                + v40 + "," + v41 + "," + v42 + "," + v43 + "," + v44 + "," + v45 + "," + v46 + "," + v47 + "," + v48 + "," + v49
                + v50 + "," + v51 + "," + v52 + "," + v53 + "," + v54 + "," + v55 + "," + v56 + "," + v57 + "," + v58 + "," + v59
                + v60 + "," + v61 + "," + v62 + "," + v63 + "," + v64 + "," + v65 + "," + v66 + "," + v67 + "," + v68 + "," + v69
                + v70 + "," + v71 + "," + v72 + "," + v73 + "," + v74 + "," + v75 + "," + v76 + "," + v77 + "," + v78 + "," + v79
                + v80 + "," + v81 + "," + v82 + "," + v83 + "," + v84 + "," + v85 + "," + v86 + "," + v87 + "," + v88 + "," + v89
                + v90 + "," + v91 + "," + v92 + "," + v93 + "," + v94 + "," + v95 + "," + v96 + "," + v97 + "," + v98 + "," + v99
                + v100 + "," + v101 + "," + v102 + "," + v103 + "," + v104 + "," + v105 + "," + v106 + "," + v107 + "," + v108 + "," + v109
                + v110 + "," + v111 + "," + v112 + "," + v113 + "," + v114 + "," + v115 + "," + v116 + "," + v117 + "," + v118 + "," + v119
                + v120 + "," + v121 + "," + v122 + "," + v123 + "," + v124 + "," + v125 + "," + v126 + "," + v127 + "," + v128 + "," + v129
                + v130 + "," + v131 + "," + v132 + "," + v133 + "," + v134 + "," + v135 + "," + v136 + "," + v137 + "," + v138 + "," + v139
                + v140 + "," + v141 + "," + v142 + "," + v143 + "," + v144 + "," + v145 + "," + v146 + "," + v147 + "," + v148 + "," + v149
                + v150 + "," + v151 + "," + v152 + "," + v153 + "," + v154 + "," + v155 + "," + v156 + "," + v157 + "," + v158 + "," + v159
                + v160 + "," + v161 + "," + v162 + "," + v163 + "," + v164 + "," + v165 + "," + v166 + "," + v167 + "," + v168 + "," + v169
                + v170 + "," + v171 + "," + v172 + "," + v173 + "," + v174 + "," + v175 + "," + v176 + "," + v177 + "," + v178 + "," + v179
                + v180 + "," + v181 + "," + v182 + "," + v183 + "," + v184 + "," + v185 + "," + v186 + "," + v187 + "," + v188 + "," + v189
                + v190 + "," + v191 + "," + v192 + "," + v193 + "," + v194 + "," + v195 + "," + v196 + "," + v197 + "," + v198 + "," + v199
                + v200 + "," + v201 + "," + v202 + "," + v203 + "," + v204 + "," + v205 + "," + v206 + "," + v207 + "," + v208 + "," + v209;
        System.out.println(all);
        System.out.println(all.length());
        String chain = "";
        for (int i = 0; i < 300; i++) chain += (char) ('A' + i % 26);
        System.out.println(chain.length() + " " + chain.substring(0, 30) + " " + chain.hashCode());
    }
}
